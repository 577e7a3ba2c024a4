import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FlashcardCard, FlashcardLibraryReply } from '@medsutra/contract/flashcards/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { libraryNotes, libraryQuestions } from '../../db/schema.ts';
import { labelsInSvg } from '../library/figure-labels.ts';
import { OCCLUSION_FRONT } from './library-cards.ts';

const now = new Date('2026-11-23T04:00:00Z');
const PLEXUS = 'anatomy.upper-limb.brachial-plexus';
const FIGURE = 'brachial-plexus.labelled';
const NOTE_SUBTOPIC = 'anatomy.upper-limb.shoulder-axilla';
// A built figure as packages/figures writes it (its labels.test.ts checks the real generators).
const LABELLED_PLEXUS = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">',
  '<rect width="100%" height="100%" fill="#fff"/>',
  '<text x="10" y="20" font-size="12" font-weight="bold" data-label-id="c5">C5</text>',
  '<text x="10" y="40" font-size="9.5" data-label-id="upper-trunk">Upper trunk</text>',
  '<text x="10" y="60" font-size="9.5" data-label-id="musculocutaneous">Musculo&amp;cutaneous</text>',
  '<g data-label-id="two-lines"><text x="1" y="1">Lateral</text><text x="1" y="9">cord</text></g>',
  '<text x="10" y="80" data-number="ulnar">3</text>',
  '</svg>',
].join('');

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-occlusion-'));
  fs.mkdirSync(path.join(dist, 'figures'));
  fs.writeFileSync(path.join(dist, 'figures', 'brachial-plexus.labelled.svg'), LABELLED_PLEXUS);
  t = await buildTestApp({ now: () => now, env: { WEB_DIST_DIR: dist } });
  // The test library is a sample: one of the subtopic's questions and another subtopic's note show the figure.
  const db = t.database.handle.db;
  const [question] = await db.select().from(libraryQuestions).where(eq(libraryQuestions.subtopicId, PLEXUS)).limit(1);
  await db.update(libraryQuestions).set({ figure: FIGURE }).where(eq(libraryQuestions.id, question!.id));
  await db
    .update(libraryNotes)
    .set({ figures: [{ figure: FIGURE, caption: 'The brachial plexus' }] })
    .where(eq(libraryNotes.subtopicId, NOTE_SUBTOPIC));
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('image occlusion', () => {
  it('reads each named label of a built figure, not its numbers', () => {
    expect(labelsInSvg(LABELLED_PLEXUS)).toEqual([
      { labelId: 'c5', label: 'C5' },
      { labelId: 'upper-trunk', label: 'Upper trunk' },
      { labelId: 'musculocutaneous', label: 'Musculo&cutaneous' },
      { labelId: 'two-lines', label: 'Lateral cord' },
    ]);
  });

  it('adds a card per label of the figures the subtopics’ notes and questions show, once, with the label covered', async () => {
    const user = await createSignedInUser(t.database.handle.db, now);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/flashcards/decks/library',
        headers: { ...jsonHeaders, cookie: user.cookie },
        payload: { subtopicIds: [PLEXUS, NOTE_SUBTOPIC] },
      });
    const first = await add();
    expect(first.statusCode, first.body).toBe(200);
    const due = await t.app.inject({
      method: 'GET',
      url: '/api/flashcards/due?limit=500',
      headers: { cookie: user.cookie },
    });
    const occluded = (due.json().cards as FlashcardCard[]).filter((card) => card.kind === 'occlusion');
    expect(occluded.map((card) => card.occlusion).sort((a, b) => a!.labelId.localeCompare(b!.labelId))).toEqual([
      { figureId: 'brachial-plexus.labelled', labelId: 'c5', label: 'C5' },
      { figureId: 'brachial-plexus.labelled', labelId: 'musculocutaneous', label: 'Musculo&cutaneous' },
      { figureId: 'brachial-plexus.labelled', labelId: 'two-lines', label: 'Lateral cord' },
      { figureId: 'brachial-plexus.labelled', labelId: 'upper-trunk', label: 'Upper trunk' },
    ]);
    for (const card of occluded) {
      expect(card.front).toBe(OCCLUSION_FRONT);
      expect(card.back).toBe(card.occlusion!.label);
    }
    // Other cards of the subtopic carry no occlusion.
    expect((due.json().cards as FlashcardCard[]).filter((card) => card.kind !== 'occlusion' && card.occlusion)).toEqual(
      [],
    );
    const again = (await add()).json() as FlashcardLibraryReply;
    expect(again.added).toBe(0);
  });
});
