/** Reading the library's files for the content check: valid files in, a broken file named with its problem. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryFixturesRoot } from '../../../../test/helpers/library.ts';
import { qualityProblems } from './quality-rules.ts';
import { readLibrarySnapshot } from './snapshot.ts';

let contentRoot: string;
beforeEach(() => {
  contentRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-content-check-'));
  fs.cpSync(libraryFixturesRoot, path.join(contentRoot, 'library'), { recursive: true });
  fs.mkdirSync(path.join(contentRoot, 'allowed-sources'));
  fs.writeFileSync(
    path.join(contentRoot, 'allowed-sources', 'books.json'),
    JSON.stringify({ sources: [{ cite: 'Guyton and Hall Textbook of Medical Physiology, 14th ed.', kind: 'book' }] }),
  );
});
afterEach(() => fs.rmSync(contentRoot, { recursive: true, force: true }));

describe('reading the library for the check', () => {
  it('reads every subject’s syllabus, notes and question files, the cases, the figures and the allowed sources', () => {
    const snapshot = readLibrarySnapshot(contentRoot, ['physiology', 'medicine']);
    expect(snapshot.subjects).toEqual(['physiology', 'medicine']);
    expect(snapshot.subtopics.size).toBe(9);
    expect(snapshot.questions.map((e) => e.question.id).sort()).toEqual([
      'medicine.q001',
      'medicine.q002',
      'physiology.q1001',
      'physiology.q1002',
      'physiology.q1003',
      'physiology.q1004',
      'physiology.q1005',
    ]);
    expect(snapshot.allowedCites).toEqual(['Guyton and Hall Textbook of Medical Physiology, 14th ed.']);
    // Cases are read only in a whole run; figures always (the subjects read point at them).
    expect(snapshot.cases).toEqual([]);
    expect(snapshot.figures.size).toBe(2);
    const whole = readLibrarySnapshot(contentRoot);
    expect(whole.cases.map((e) => e.item.id)).toEqual(['ward.c01']);
    expect([...whole.figures.keys()].sort()).toEqual(['ecg.sinus-150', 'ecg.sinus-75']);
  });

  it('names a file that is not JSON or not valid, and keeps reading the others', () => {
    fs.writeFileSync(path.join(contentRoot, 'library', 'medicine', 'questions', 'all.json'), '{"subject": "medicine",');
    const notes = path.join(contentRoot, 'library', 'physiology', 'notes.json');
    const json = JSON.parse(fs.readFileSync(notes, 'utf8'));
    json.notes[0].tables[0].rows[0].pop();
    fs.writeFileSync(notes, JSON.stringify(json));
    const snapshot = readLibrarySnapshot(contentRoot, ['physiology', 'medicine']);
    expect(snapshot.problems).toEqual([
      {
        where: 'physiology/notes.json',
        rule: 'schema',
        message: 'notes.0.tables.0: every row has one cell per column',
      },
      { where: 'medicine/questions/all.json', rule: 'schema', message: expect.stringMatching(/^not JSON/) },
    ]);
    expect(snapshot.questions).toHaveLength(5);
    // The fixtures' physiology questions cite an allowed source, are reviewed and point at
    // catalogued figures: a run of that subject reports the broken notes file, not them.
    const rules = qualityProblems(readLibrarySnapshot(contentRoot, ['physiology'])).map((p) => p.rule);
    expect(rules).toContain('schema');
    for (const rule of ['references', 'review', 'figures', 'option explanations']) expect(rules).not.toContain(rule);
  });
});
