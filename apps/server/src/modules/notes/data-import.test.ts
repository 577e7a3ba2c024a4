/** /data-import through the real route: preview, all or nothing, the three formats, the owner only. */
import { dataImportMessages } from '@medsutra/contract/notes/data-import';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { useFixtureLibrary } from '../../../test/helpers/library.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { readCsv } from '../../lib/csv.ts';

const t = testAppForFile({}, (built) => useFixtureLibrary(built.database.handle.db));

const student = () => createSignedInUser(t.database.handle.db, new Date());
const importFiles = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/data-import', headers: { ...jsonHeaders, cookie }, payload: body });
const notesOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/notes', headers: { cookie } })).json().notes as {
    title: string;
    subtopicId: string | null;
    subjectId: string | null;
    tags: string[];
  }[];
const pearlsOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/pearls', headers: { cookie } })).json().pearls as {
    title: string;
    xpAwarded: number;
  }[];

const CSV = [
  'kind,title,content,subject,subtopic,tags',
  'note,DKA fluids,"Start 0.9% saline; then ""add dextrose"" when glucose < 250",medicine,Diabetic ketoacidosis,fluids;dka',
  'pearl,Kussmaul,Deep sighing breaths in DKA are Kussmaul respiration.,,,',
  '',
].join('\r\n');

describe('data import', () => {
  it('previews a CSV without writing, then imports it; imported pearls pay no XP', async () => {
    const asha = await student();
    const preview = await importFiles(asha.cookie, {
      format: 'csv',
      commit: false,
      files: [{ name: 'a.csv', text: CSV }],
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      committed: false,
      counts: { notes: 1, pearls: 1, duplicates: 0, bad: 0 },
      message: dataImportMessages.ready(1, 1),
    });
    expect(await notesOf(asha.cookie)).toEqual([]);

    const done = await importFiles(asha.cookie, { format: 'csv', commit: true, files: [{ name: 'a.csv', text: CSV }] });
    expect(done.json()).toMatchObject({ committed: true, message: dataImportMessages.imported(1, 1) });
    const [note] = await notesOf(asha.cookie);
    expect(note).toMatchObject({
      title: 'DKA fluids',
      subjectId: 'medicine',
      subtopicId: 'medicine.endocrine.dka',
      tags: ['fluids', 'dka'],
    });
    expect((await pearlsOf(asha.cookie)).map((p) => [p.title, p.xpAwarded])).toEqual([['Kussmaul', 0]]);
    await expectLedgerBalanced(t.database.handle.db);

    // The same file again: everything is already there, so nothing new comes in.
    const again = await importFiles(asha.cookie, {
      format: 'csv',
      commit: true,
      files: [{ name: 'a.csv', text: CSV }],
    });
    expect(again.json().counts).toEqual({ notes: 0, pearls: 0, duplicates: 2, bad: 0 });
    expect(await notesOf(asha.cookie)).toHaveLength(1);
  });

  it('names every bad row with its line and why, and a commit with a bad row writes nothing', async () => {
    const ravi = await student();
    const csv = [
      'title,content,subtopic,kind',
      'Good one,fine,,note',
      ',no title,,note',
      'Unknown,x,Nowhere syndrome,note',
      `Long pearl,${'x'.repeat(501)},,pearl`,
      'Odd,x,,flashcard',
    ].join('\n');
    const files = [{ name: 'bad.csv', text: csv }];
    const preview = (await importFiles(ravi.cookie, { format: 'csv', commit: false, files })).json();
    expect(preview.counts).toEqual({ notes: 1, pearls: 0, duplicates: 0, bad: 4 });
    expect(preview.rows.filter((r: { status: string }) => r.status === 'bad')).toEqual([
      expect.objectContaining({ row: 3, problem: dataImportMessages.titleMissing }),
      expect.objectContaining({ row: 4, problem: dataImportMessages.unknownSubtopic('Nowhere syndrome') }),
      expect.objectContaining({ row: 5, problem: dataImportMessages.pearlTooLong }),
      expect.objectContaining({ row: 6, problem: dataImportMessages.unknownKind }),
    ]);
    const commit = await importFiles(ravi.cookie, { format: 'csv', commit: true, files });
    expect(commit.statusCode).toBe(400);
    expect(commit.json().message).toBe(dataImportMessages.committedNothingBad(4));
    expect(await notesOf(ravi.cookie)).toEqual([]);
  });

  it("reads the app's own data export (user_notes.json and pearls.json) and Markdown files", async () => {
    const meera = await student();
    const exportFiles = [
      {
        name: 'medsutra-data/user_notes.json',
        text: JSON.stringify([
          {
            id: 'x',
            userId: 'someone',
            title: 'From export',
            content: '# Hi',
            subtopicId: 'medicine.endocrine.dka',
            tags: ['a'],
          },
        ]),
      },
      { name: 'medsutra-data/pearls.json', text: JSON.stringify([{ title: 'P', content: 'One fact.' }]) },
    ];
    const fromExport = await importFiles(meera.cookie, { format: 'medsutra-export', commit: true, files: exportFiles });
    expect(fromExport.json().counts).toMatchObject({ notes: 1, pearls: 1, bad: 0 });
    const markdown = await importFiles(meera.cookie, {
      format: 'markdown',
      commit: true,
      files: [
        { name: 'cardio.md', text: '# Heart sounds\n\nS3 in failure.' },
        { name: 'plain.txt', text: 'no heading' },
      ],
    });
    expect(markdown.json().counts).toMatchObject({ notes: 2, bad: 0 });
    expect((await notesOf(meera.cookie)).map((n) => n.title).sort()).toEqual(['From export', 'Heart sounds', 'plain']);

    const notExport = await importFiles(meera.cookie, {
      format: 'medsutra-export',
      commit: false,
      files: [{ name: 'other.json', text: '[]' }],
    });
    expect(notExport.statusCode).toBe(400);
    expect(notExport.json().message).toBe(dataImportMessages.notAnExport);
  });

  it('needs a session (401) and a CSV header naming title and content (400)', async () => {
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/data-import',
      headers: jsonHeaders,
      payload: { format: 'csv', commit: false, files: [] },
    });
    expect(noSession.statusCode).toBe(401);
    const asha = await student();
    const headerless = await importFiles(asha.cookie, {
      format: 'csv',
      commit: false,
      files: [{ name: 'x.csv', text: 'a,b\n1,2' }],
    });
    expect(headerless.statusCode).toBe(400);
    expect(headerless.json().message).toBe(dataImportMessages.csvNoHeader);
  });
});

describe('the CSV reader', () => {
  it('keeps quoted commas, doubled quotes and line breaks, and gives each record its first line', () => {
    const { records, unclosedAt } = readCsv('title,content\n"A, b","say ""hi""\nnext line"\nC,d\n');
    expect(unclosedAt).toBeNull();
    expect(records).toEqual([
      { line: 1, cells: ['title', 'content'] },
      { line: 2, cells: ['A, b', 'say "hi"\nnext line'] },
      { line: 4, cells: ['C', 'd'] },
    ]);
    expect(readCsv('title,content\n"open,x\n').unclosedAt).toBe(2);
  });
});
