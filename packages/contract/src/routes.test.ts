import { describe, expect, it } from 'vitest';
import { insightsPagePath } from './insights/screen.ts';
import { APP_ROUTES, findRedirect, findRoute, insightsEmailFromPath, ROUTE_REDIRECTS } from './routes.ts';

describe('the route table', () => {
  it('lists each path once', () => {
    const seen = APP_ROUTES.map((route) => route.path);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('redirects only to pages that exist, and never from one', () => {
    for (const redirect of ROUTE_REDIRECTS) {
      expect(findRoute(redirect.to), redirect.to).not.toBeNull();
      expect(
        APP_ROUTES.some((route) => route.path === redirect.from),
        redirect.from,
      ).toBe(false);
    }
  });

  it('resolves the pairs docs/product-rules.md names to their first spelling', () => {
    expect(findRedirect('/mynotes')?.to).toBe('/my-notes');
    expect(findRedirect('/ward-dx')?.to).toBe('/warddx-clinical-reasoning');
    expect(findRedirect('/xp-details-page')?.to).toBe('/xp-details');
    expect(findRedirect('/updated-ai-study-tools')?.to).toBe('/new-ai-study-tools');
    expect(findRedirect('/neurocaseai')?.to).toBe('/neurocase-ai');
  });

  it('matches parameterised and prefix paths', () => {
    expect(findRoute('/medstagram/user/asha@example.com')?.path).toBe('/medstagram/user/:email');
    expect(findRoute('/pdf-viewer/notes/42')?.path).toBe('/pdf-viewer/:type/:pdfId');
    expect(findRoute('/neuro-case-ai/stroke')?.access).toBe('public');
    expect(findRoute('/dashboard')?.access).toBe('signedIn');
    expect(findRoute('/medsutra-pearls')).not.toBeNull();
  });

  it('knows an unknown path as unknown', () => {
    expect(findRoute('/no-such-page')).toBeNull();
    expect(findRoute('/dashboard/extra')).toBeNull();
  });
});

describe('the insights catch-all', () => {
  it('matches a single segment of an email followed by insights', () => {
    expect(insightsEmailFromPath('/asha@example.cominsights')).toBe('asha@example.com');
    expect(insightsEmailFromPath('/Asha%40Example.cominsights')).toBe('asha@example.com');
    expect(findRoute('/asha@example.cominsights')?.path).toBe('/:emailinsights');
  });

  it('matches nothing else', () => {
    expect(insightsEmailFromPath('/insights')).toBeNull();
    expect(insightsEmailFromPath('/asha@example.com')).toBeNull();
    expect(insightsEmailFromPath('/a/asha@example.cominsights')).toBeNull();
    expect(insightsEmailFromPath('/%E0%A4%A')).toBeNull();
  });
});

describe('the insights page path', () => {
  it('is read back by the catch-all, the @ kept readable', () => {
    expect(insightsPagePath('Asha.Rao+neet@Example.com')).toBe('/asha.rao%2Bneet@example.cominsights');
    expect(insightsEmailFromPath(insightsPagePath('asha.rao+neet@example.com'))).toBe('asha.rao+neet@example.com');
  });
});
