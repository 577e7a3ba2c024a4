/** Fixtures for the AI-tool tests: a library with a neurology case beside the ward case, and Premium users. */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/db/client.ts';
import { subscriptions } from '../../src/db/schema.ts';
import { copyFixtureLibrary, useFixtureLibrary } from './library.ts';

/** The repository's first neurology case, pointed at a subtopic the fixtures have. */
export function neurologyFixtureCase() {
  const file = path.resolve(
    import.meta.dirname,
    '..',
    '..',
    '..',
    '..',
    'content',
    'library',
    'cases',
    'neurology.json',
  );
  const first = JSON.parse(fs.readFileSync(file, 'utf8')).cases[0];
  return { ...first, subtopicIds: ['medicine.endocrine.dka'] };
}

/** The fixtures plus one neurology case (neurology.c01). */
export async function useToolsLibrary(db: Database) {
  const root = copyFixtureLibrary();
  fs.writeFileSync(path.join(root, 'cases', 'neurology.json'), JSON.stringify({ cases: [neurologyFixtureCase()] }));
  await useFixtureLibrary(db, root);
}

/** Makes the user Premium for a month from `now`. */
export async function makePremium(db: Database, userId: string, now = new Date()) {
  await db.insert(subscriptions).values({
    userId,
    planId: 'premium',
    startedAt: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    monthsPaid: 1,
  });
}
