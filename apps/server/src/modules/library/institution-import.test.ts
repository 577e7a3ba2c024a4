import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { libraryFixturesRoot, useFixtureLibrary } from '../../../test/helpers/library.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { libraryNotes, libraryQuestions } from '../../db/schema.ts';
import { createInstitutionImport } from './institution-import.ts';
import { createLibraryService } from './service.ts';

const importsDir = path.resolve(libraryFixturesRoot, '..', 'imports');
const read = (name: string) => fs.readFileSync(path.join(importsDir, name), 'utf8');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await useFixtureLibrary(database.handle.db);
});
afterAll(() => database.dispose());

const importer = () => createInstitutionImport({ db: database.handle.db });
const provenance = { source: 'Acme Coaching', licence: 'Licensed to Acme Coaching, 2026' };
const importedCount = async () => database.handle.db.$count(libraryQuestions, like(libraryQuestions.id, 'imported.%'));

describe('npm run content:import', () => {
  it('imports nothing from a malformed CSV and names each bad line with its reason', async () => {
    const report = await importer().importFile({
      fileName: 'malformed.csv',
      text: read('malformed.csv'),
      ...provenance,
    });
    expect(report.ok).toBe(false);
    expect(report.rejected.map((row) => row.line)).toEqual([3, 4, 6, 7, 8]);
    const reasons = Object.fromEntries(report.rejected.map((row) => [row.line, row.reason]));
    expect(reasons[3]).toContain('no correct option');
    expect(reasons[4]).toContain('no correct option');
    expect(reasons[6]).toBe('"Dental" is not one of the 19 NEET PG subjects');
    expect(reasons[7]).toBe('two options are the same');
    expect(reasons[8]).toContain('explanation');
    // All or nothing: the good row on line 2 was not imported either.
    expect(await importedCount()).toBe(0);
  });

  it('imports the open-dataset layout with its source and licence, resolving topics to subtopics', async () => {
    const report = await importer().importFile({ fileName: 'q.csv', text: read('open-dataset.csv'), ...provenance });
    expect(report).toMatchObject({ ok: true, imported: { questions: 3, notes: 0, cases: 0 }, rejected: [] });
    const rows = await database.handle.db
      .select()
      .from(libraryQuestions)
      .where(like(libraryQuestions.id, 'imported.%'))
      .orderBy(libraryQuestions.stem);
    expect(rows.map((row) => [row.subtopicId, row.answerIndex])).toEqual([
      ['medicine.endocrine.dka', 0],
      ['medicine.cardiology.heart-failure', 2],
      ['medicine.cardiology.myocardial-infarction', 0],
    ]);
    expect(rows[0]).toMatchObject({ source: 'Acme Coaching', licence: 'Licensed to Acme Coaching, 2026' });
    expect(rows[0]!.references).toEqual(['Acme Coaching (Licensed to Acme Coaching, 2026)']);
    const library = createLibraryService({ db: database.handle.db });
    const { rows: hits } = await library.searchRows('SGLT2 mortality', { kinds: ['question'] });
    expect(hits[0]?.itemId).toBe(rows[1]!.id);
  });

  it('changes nothing when the same file is imported again', async () => {
    const report = await importer().importFile({ fileName: 'q.csv', text: read('open-dataset.csv'), ...provenance });
    expect(report).toMatchObject({ ok: true, imported: { questions: 0 }, unchanged: 3 });
    expect(await importedCount()).toBe(3);
  });

  it('takes JSON lines and JSON arrays, and says which line of an array is wrong', async () => {
    const row = {
      question: 'Which hormone deficiency causes diabetic ketoacidosis?',
      opa: 'Insulin',
      opb: 'Glucagon',
      opc: 'Cortisol',
      opd: 'Thyroxine',
      cop: 1,
      exp: 'Absolute insulin deficiency drives ketogenesis.',
      subject_name: 'Medicine',
      topic_name: 'DKA',
    };
    const lines = await importer().importFile({ fileName: 'q.jsonl', text: `${JSON.stringify(row)}\n`, ...provenance });
    expect(lines).toMatchObject({ ok: true, imported: { questions: 1 } });
    const array = `[\n  ${JSON.stringify({ ...row, question: 'Another question on ketoacidosis?' })},\n  ${JSON.stringify({ ...row, cop: 9 })}\n]`;
    const bad = await importer().importFile({ fileName: 'q.json', text: array, ...provenance });
    expect(bad.ok).toBe(false);
    expect(bad.rejected).toEqual([
      { line: 3, reason: 'no correct option: give answer_index (0-3), cop (1-4) or answer (A-D)' },
    ]);
  });

  it('imports notes in the repository format for a subtopic without any, never over the library’s own', async () => {
    const notes = (subtopicId: string) =>
      JSON.stringify(
        {
          subject: 'medicine',
          source: 'Acme Coaching',
          licence: 'CC BY 4.0',
          notes: [
            {
              subtopicId,
              sections: [
                {
                  heading: 'Key points',
                  points: [
                    'Precipitated by surgery or infection',
                    'Treat with beta blockers and thionamides',
                    'Fever and tachycardia',
                  ],
                },
              ],
              references: ['Harrison 21e, ch. 382'],
            },
          ],
        },
        null,
        2,
      );
    const taken = await importer().importFile({ fileName: 'n.json', text: notes('medicine.endocrine.dka') });
    expect(taken.rejected).toEqual([
      { line: 6, reason: 'medicine.endocrine.dka is already in the library with other content' },
    ]);
    const ok = await importer().importFile({ fileName: 'n.json', text: notes('medicine.endocrine.thyroid-storm') });
    expect(ok).toMatchObject({ ok: true, imported: { notes: 1 } });
    const [row] = await database.handle.db
      .select()
      .from(libraryNotes)
      .where(eq(libraryNotes.subtopicId, 'medicine.endocrine.thyroid-storm'));
    expect(row).toMatchObject({ source: 'Acme Coaching', licence: 'CC BY 4.0', sourceFile: null });
  });

  it('takes the INICET formats from CSV columns, and names the row whose parts do not fit its format', async () => {
    const text = read('inicet-formats.csv');
    const refused = await importer().importFile({ fileName: 'f.csv', text, ...provenance });
    expect(refused.ok).toBe(false);
    expect(refused.rejected.map((row) => row.line)).toEqual([6, 7]);
    expect(refused.rejected[0]!.reason).toMatch(/^match\.left/); // three items, not four
    expect(refused.rejected[1]!.reason).toBe('statements: statements belongs to another format');

    const good = text.split('\n').slice(0, 5).join('\n');
    const report = await importer().importFile({ fileName: 'f.csv', text: good, ...provenance });
    expect(report).toMatchObject({ ok: true, imported: { questions: 4 } });
    const rows = await database.handle.db
      .select()
      .from(libraryQuestions)
      .where(like(libraryQuestions.stem, '%'))
      .then((all) => all.filter((row) => row.id.startsWith('imported.') && row.exams.includes('inicet')));
    const byFormat = new Map(rows.map((row) => [row.format, row]));
    expect(byFormat.get('statements')!.statements).toEqual([
      'Serum bicarbonate is low',
      'Insulin is started before potassium is known',
      'The anion gap is raised',
    ]);
    expect(byFormat.get('match')!.match).toEqual({
      leftTitle: 'Marker',
      rightTitle: 'Back to normal',
      left: ['Troponin I', 'CK-MB', 'Myoglobin', 'LDH'],
      right: ['24 hours', '2-3 days', '7-10 days', '10-14 days'],
    });
    expect(byFormat.get('sequence')!.steps).toHaveLength(4);
    expect(byFormat.get('assertion-reason')).toMatchObject({
      assertion: expect.stringContaining('SGLT2'),
      reason: expect.stringContaining('proximal tubule'),
      answerIndex: 1,
      exams: ['inicet'],
      source: 'Acme Coaching',
    });
  });

  it('takes the repository format whole, and finds it unchanged when the same file comes again another day', async () => {
    const question = {
      id: 'medicine.q99901',
      subtopicId: 'medicine.cardiology.myocardial-infarction',
      difficulty: 'medium',
      format: 'sequence',
      stem: 'Order the coronary care steps in a STEMI that presents within 2 hours.',
      steps: ['Primary PCI', 'Aspirin and a P2Y12 inhibitor', 'ECG within 10 minutes', 'Secondary prevention'],
      options: ['3 → 2 → 1 → 4', '2 → 3 → 1 → 4', '3 → 1 → 2 → 4', '1 → 3 → 2 → 4'],
      answerIndex: 0,
      explanation: 'The ECG makes the diagnosis, antiplatelets are loaded, then primary PCI, then prevention.',
      optionExplanations: ['Right.', 'The ECG comes first.', 'Antiplatelets precede PCI.', 'PCI needs the diagnosis.'],
      references: ['Harrison 21e, ch. 275'],
    };
    const file = JSON.stringify({ subject: 'medicine', ...provenance, questions: [question] }, null, 2);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
      const first = await importer().importFile({ fileName: 'q.json', text: file });
      expect(first.rejected).toEqual([]);
      expect(first).toMatchObject({ ok: true, imported: { questions: 1 } });
      vi.setSystemTime(new Date('2026-12-05T10:00:00Z'));
      expect(await importer().importFile({ fileName: 'q.json', text: file })).toMatchObject({
        ok: true,
        imported: { questions: 0 },
        unchanged: 1,
      });
    } finally {
      vi.useRealTimers();
    }
    const [row] = await database.handle.db
      .select()
      .from(libraryQuestions)
      .where(eq(libraryQuestions.id, 'medicine.q99901'));
    expect(row).toMatchObject({ format: 'sequence', steps: question.steps, source: 'Acme Coaching' });
  });

  it('prints each rejected line and exits 1 from the command line', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-import-cli-'));
    try {
      const result = spawnSync(
        process.execPath,
        [
          path.resolve(import.meta.dirname, '..', '..', 'cli', 'import-content.ts'),
          path.join(importsDir, 'malformed.csv'),
          '--source',
          'Acme',
          '--licence',
          'Licensed',
        ],
        {
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
          timeout: 150_000,
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('line 6: "Dental" is not one of the 19 NEET PG subjects');
      expect(result.stderr).toContain('5 row(s) rejected: nothing was imported.');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // A cold process opens an embedded database and reads the library: on a busy two-core CI
    // machine that has taken most of a minute.
  }, 180_000);
});
