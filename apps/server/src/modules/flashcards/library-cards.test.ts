import { expect, it } from 'vitest';
import { CLOZE_GAP, cardsFromNote, clozeOf, keyTermOf } from './library-cards.ts';

it('finds a point’s key term: the defined words, else a measure, else an abbreviation', () => {
  expect(keyTermOf('Weber test: fork placed on the forehead in the midline.')).toBe('Weber test');
  expect(keyTermOf('A 512 Hz fork is preferred because it decays slowly.')).toBe('512 Hz');
  expect(keyTermOf('Loss of hearing from the cochlea is sensorineural hearing loss (SNHL).')).toBe('SNHL');
  expect(keyTermOf('Nothing here is marked as a term, so no card is made.')).toBeNull();
});

it('hides the key term once and puts it on the back', () => {
  const cloze = clozeOf('Weber test: lateralises to the worse ear in a conductive loss.');
  expect(cloze).toEqual({
    front: `${CLOZE_GAP}: lateralises to the worse ear in a conductive loss.`,
    back: 'Weber test\n\nWeber test: lateralises to the worse ear in a conductive loss.',
  });
});

it('makes a card per point with a key term and per table row, under stable source keys', () => {
  const note = {
    subtopicId: 'ent.x.y',
    sections: [{ heading: 'Basics', points: ['Rinne test: AC against BC.', 'No term in this one.'] }],
    tables: [
      {
        title: 'Tuning forks',
        columns: ['Fork', 'Use', 'Drawback'],
        rows: [
          ['128 Hz', 'Vibration sense', 'Felt, not heard'],
          ['512 Hz', 'Rinne and Weber', 'None'],
        ],
      },
    ],
  };
  const cards = cardsFromNote(note, 'Tuning fork tests');
  expect(cards.map((card) => card.sourceKey)).toEqual([
    'note:ent.x.y:s0:p0',
    'table:ent.x.y:t0:r0',
    'table:ent.x.y:t0:r1',
  ]);
  expect(cards[1]).toMatchObject({
    kind: 'table',
    front: 'Tuning forks\n\nFork: 128 Hz\nUse, Drawback?',
    back: 'Use: Vibration sense\nDrawback: Felt, not heard',
  });
  expect(cardsFromNote(note, 'Tuning fork tests')).toEqual(cards);
});
