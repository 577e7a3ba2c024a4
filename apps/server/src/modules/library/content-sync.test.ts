import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixtureLibrary, useFixtureLibrary } from '../../../test/helpers/library.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { libraryFigures, libraryNotes, libraryQuestions, librarySearch, librarySubtopics } from '../../db/schema.ts';
import { searchScopeOf } from './search-index-repository.ts';

let database: TestDatabase;
let root: string;
beforeAll(async () => {
  database = await createTestDatabase();
  root = copyFixtureLibrary();
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(root, { recursive: true, force: true });
});

const db = () => database.handle.db;
// biome-ignore lint/suspicious/noExplicitAny: the fixtures are edited as loose JSON on purpose
const editJson = (file: string, edit: (json: any) => void) => {
  const full = path.join(root, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
};

describe('the start-up import of content/library', () => {
  it('makes the library exactly the files present, then skips them all while nothing changes', async () => {
    const first = await useFixtureLibrary(db(), root);
    expect(first.applied).toEqual([
      'physiology/syllabus.json',
      'medicine/syllabus.json',
      'physiology/notes.json',
      'medicine/notes.json',
      'physiology/questions/cardiovascular.json',
      'medicine/questions/all.json',
      'cases/ward.json',
      'figures/ecg.json',
    ]);
    expect(first.invalid).toEqual([]);
    expect(await db().$count(librarySubtopics)).toBe(9);

    const again = await useFixtureLibrary(db(), root);
    expect(again).toEqual({ applied: [], removed: [], unchanged: 8, invalid: [] });
  });

  it('writes only the file that changed, with the new content searchable', async () => {
    editJson('medicine/notes.json', (json) => {
      json.notes[2].sections[0].points.push('Loop diuretics relieve congestion but do not lower mortality');
    });
    const result = await useFixtureLibrary(db(), root);
    expect(result.applied).toEqual(['medicine/notes.json']);
    expect(result.unchanged).toBe(7);
    const [note] = await db()
      .select()
      .from(libraryNotes)
      .where(eq(libraryNotes.subtopicId, 'medicine.cardiology.heart-failure'));
    expect(note!.sections[0]!.points).toHaveLength(4);
    const [entry] = await db()
      .select({ body: librarySearch.body })
      .from(librarySearch)
      .where(eq(librarySearch.itemId, 'medicine.cardiology.heart-failure'));
    expect(entry!.body).toContain('Loop diuretics');
  });

  it('re-indexes only what a changed file can change, and keeps the rest of the index', async () => {
    const before = await db().$count(librarySearch);
    editJson('medicine/questions/all.json', (json) => {
      json.questions[0].stem = `${json.questions[0].stem} Kussmaul breathing is noted.`;
    });
    const result = await useFixtureLibrary(db(), root);
    expect(result.applied).toEqual(['medicine/questions/all.json']);
    expect(searchScopeOf(result.applied, false)).toEqual({
      subtopicSubjects: new Set(),
      questionSubjects: new Set(['medicine']),
      cases: false,
    });
    expect(await db().$count(librarySearch)).toBe(before);
    const [hit] = await db()
      .select({ itemId: librarySearch.itemId })
      .from(librarySearch)
      .where(sql`${librarySearch.searchVector} @@ to_tsquery('english', 'kussmaul')`);
    expect(hit?.itemId).toBe('medicine.q001');
    // Rows of what did not change are still there.
    expect(await db().$count(librarySearch, eq(librarySearch.itemId, 'physiology.q1003'))).toBe(1);
    expect(await db().$count(librarySearch, eq(librarySearch.kind, 'case'))).toBe(1);
  });

  it('knows which search rows each kind of file can change', () => {
    expect(searchScopeOf(['ent/syllabus.json', 'cases/ward.json', 'figures/ecg.json'], false)).toEqual({
      subtopicSubjects: new Set(['ent']),
      questionSubjects: new Set(['ent']),
      cases: true,
    });
    expect(searchScopeOf(['ent/notes.json'], false)).toEqual({
      subtopicSubjects: new Set(['ent']),
      questionSubjects: new Set(),
      cases: false,
    });
    expect(searchScopeOf(['ent/notes.json'], true)).toBe('all');
  });

  it('keeps what it had from a file that is half-written or invalid, and says which file', async () => {
    fs.writeFileSync(path.join(root, 'medicine/questions/all.json'), '{"subject": "medicine", "questions": [');
    editJson('medicine/notes.json', (json) => {
      json.notes[0].sections = [];
    });
    const result = await useFixtureLibrary(db(), root);
    expect(result.applied).toEqual([]);
    expect(result.invalid.map((file) => file.path)).toEqual(['medicine/notes.json', 'medicine/questions/all.json']);
    expect(result.invalid[0]!.problems.join(' ')).toMatch(/notes\.0\.sections/);
    const [dka] = await db().select().from(libraryNotes).where(eq(libraryNotes.subtopicId, 'medicine.endocrine.dka'));
    expect(dka!.sections[0]!.points).toHaveLength(5);
  });

  it('leaves the library alone when the content folder is missing (a misconfiguration)', async () => {
    const result = await useFixtureLibrary(db(), path.join(root, 'no-such-folder'));
    expect(result).toEqual({ applied: [], removed: [], unchanged: 0, invalid: [] });
    expect(await db().$count(librarySubtopics)).toBe(9);
  });

  it('stores every part of the format: sections, tables, mnemonics, traps, figures and review of a note; the format parts, figure and provenance of a question', async () => {
    const [ecg] = await db()
      .select()
      .from(libraryNotes)
      .where(eq(libraryNotes.subtopicId, 'physiology.cardiovascular.ecg'));
    expect(ecg!.sections.map((s) => s.heading)).toEqual([
      'Recording and the grid',
      'Waves and what they record',
      'Leads and axis',
    ]);
    expect(ecg!.tables[0]!.columns).toEqual(['Wave or interval', 'Normal duration', 'What it represents']);
    expect(ecg!.mnemonics[0]!.mnemonic).toBe('Ride Your Green Bike');
    expect(ecg!.traps).toHaveLength(3);
    expect(ecg!.figures).toEqual([
      { figure: 'ecg.sinus-75', caption: 'Normal sinus rhythm at 75/min in lead II at 25 mm/s' },
    ]);
    expect(ecg!.review).toMatchObject({ reviewer: 'Test fixture reviewer', date: '2026-11-28', checklist: 'v2' });
    expect(ecg!.written).toBe('2026-11-27');
    expect(ecg!.wordCount).toBeGreaterThanOrEqual(350);

    const rows = await db().select().from(libraryQuestions).where(eq(libraryQuestions.subjectId, 'physiology'));
    const byFormat = new Map(rows.map((q) => [q.format, q]));
    expect([...byFormat.keys()].sort()).toEqual(['assertion-reason', 'match', 'sequence', 'single', 'statements']);
    expect(byFormat.get('single')).toMatchObject({
      figure: 'ecg.sinus-150',
      exams: ['neet-pg', 'inicet', 'fmge'],
    });
    expect(byFormat.get('statements')!.statements).toHaveLength(4);
    expect(byFormat.get('match')!.match).toMatchObject({
      leftTitle: 'ECG feature',
      left: ['P wave', 'QRS complex', 'T wave', 'PR interval'],
    });
    expect(byFormat.get('sequence')!.steps).toHaveLength(4);
    expect(byFormat.get('assertion-reason')!.reason).toMatch(/epicardium to the endocardium/);
    expect(byFormat.get('match')).toMatchObject({
      source: 'MedSutra',
      licence: 'MedSutra editorial content',
      exams: ['inicet'],
      written: '2026-11-27',
      review: { reviewer: 'Test fixture reviewer', date: '2026-11-28', checklist: 'v2' },
    });
    const [figure] = await db().select().from(libraryFigures).where(eq(libraryFigures.id, 'ecg.sinus-150'));
    // The catalogue names no size: the screens take it from the drawing the build rendered.
    expect(figure).toMatchObject({ generator: 'ecg', width: null, height: null, sourceFile: 'figures/ecg.json' });
    expect(figure!.shows).toMatch(/^Sinus tachycardia at 150\/min/);
  });

  it('indexes the tables, mnemonics and traps of a note, and the format parts of a question, for search', async () => {
    const body = async (itemId: string) =>
      (await db().select({ body: librarySearch.body }).from(librarySearch).where(eq(librarySearch.itemId, itemId)))[0]!
        .body;
    const note = await body('physiology.cardiovascular.ecg');
    expect(note).toContain('Isoelectric'); // a table cell
    expect(note).toContain('Ride Your Green Bike'); // a mnemonic
    expect(note).toContain('not from the end of the P wave'); // a trap
    expect(await body('physiology.q1003')).toContain('Conduction from the atria through the AV node');
    expect(await body('physiology.q1004')).toContain('Isovolumetric relaxation');
    const assertionReason = await body('physiology.q1005');
    expect(assertionReason).toContain('epicardium to the endocardium');
    // Never the answer: assertion–reason's four fixed options say nothing about the item.
    expect(assertionReason).not.toContain('correct explanation');
  });

  it('removes what a deleted file had written', async () => {
    fs.rmSync(path.join(root, 'cases'), { recursive: true });
    const result = await useFixtureLibrary(db(), root);
    expect(result.removed).toEqual(['cases/ward.json']);
    expect(await db().$count(librarySearch, eq(librarySearch.kind, 'case'))).toBe(0);
  });
});
