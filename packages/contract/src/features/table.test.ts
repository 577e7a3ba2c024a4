import { describe, expect, it } from 'vitest';
import { PLANS } from '../economy/table.ts';
import { HELP_SECTIONS, helpPlainText, unavailableFeaturesOf } from '../help/content.ts';
import { findRoute } from '../routes.ts';
import {
  AI_TOOL_FEATURES,
  COMING_SOON_LABEL,
  FEATURES,
  featureForPath,
  premiumFeatureAvailable,
  SIGNED_IN_FEATURE_NAMES,
} from './table.ts';

describe('the feature table', () => {
  it('has every signed-in route’s feature, once', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    expect(SIGNED_IN_FEATURE_NAMES.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('opens each feature on a route of the route table that belongs to it', () => {
    const wrong = FEATURES.filter(
      (feature) => findRoute(feature.path.replace(/:[^/]+/g, 'x'))?.feature !== feature.name,
    );
    // The plan's PDF decoding lives in the store, priority support is the contact page, and the
    // insights page's path is each user's own (`/{email}insights`).
    expect(wrong.map((feature) => feature.name).sort()).toEqual([
      'Insights',
      'NEET PG PDF decoding',
      'Priority support',
    ]);
  });

  it('names a plan gate for every premium feature the plans sell', () => {
    for (const plan of PLANS) {
      for (const premium of plan.features) {
        expect(FEATURES.some((feature) => feature.premiumFeature === premium)).toBe(true);
      }
    }
  });

  it('gives every AI tool with a per-use price its cost', () => {
    const mindmaps = AI_TOOL_FEATURES.find((feature) => feature.name === 'Mindmaps');
    expect(mindmaps?.costCoins).toBe(100);
    expect(featureForPath('/medical-mindmap-ai')?.name).toBe('Mindmaps');
  });

  it('says whether a premium feature exists today', () => {
    expect(premiumFeatureAvailable('prioritySupport')).toBe(true);
    expect(premiumFeatureAvailable('premiumChat')).toBe(FEATURES.find((f) => f.name === 'Premium chat')?.available);
  });
});

describe('the help guide and FAQ claim only what exists', () => {
  const questions = HELP_SECTIONS.flatMap((section) => section.questions);

  it('opens every answer about an unbuilt feature with "Coming soon"', () => {
    const claims = questions.filter(
      (question) =>
        unavailableFeaturesOf(question).length > 0 &&
        !helpPlainText(question.answer[0] ?? '').startsWith(COMING_SOON_LABEL),
    );
    expect(claims.map((question) => question.id)).toEqual([]);
  });

  it('leaves answers about working features as they are', () => {
    const mindmap = questions.find((question) => question.answer.some((line) => line.includes('{Mindmap Generator}')));
    expect(mindmap).toBeDefined();
    expect(helpPlainText(mindmap?.answer[0] ?? '')).not.toMatch(/^Coming soon/);
  });
});

describe('admin pages', () => {
  it('are marked admin-only wherever the path says admin', async () => {
    const { APP_ROUTES } = await import('../routes.ts');
    const unmarked = APP_ROUTES.filter((route) => /(^|\/)admin(\/|$)/.test(route.path) && !route.adminOnly);
    expect(unmarked.map((route) => route.path)).toEqual([]);
  });
});

describe('the availability switch', () => {
  it('names only features of the table', async () => {
    const { OPEN_FEATURES } = await import('../feature-availability.ts');
    expect([...OPEN_FEATURES].filter((name) => !FEATURES.some((feature) => feature.name === name))).toEqual([]);
  });
});
