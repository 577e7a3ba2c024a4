/**
 * Compare mode offline (issue 37): the table's rows are attributes of the two notes, so like is
 * beside like, and a row with nothing on one side says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tutorMessages } from '@medsutra/contract/tutor/screen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { copyFixtureLibrary, useFixtureLibrary } from '../../../test/helpers/library.ts';
import { ask, newThread } from '../../../test/helpers/tutor.ts';
import { NOTE_ATTRIBUTES } from '../grounding/note-attributes.ts';

const content = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'content', 'library');

let t: TestApp;
let student: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_TUTOR_PER_MINUTE: '1000' } });
  const root = copyFixtureLibrary();
  fs.mkdirSync(path.join(root, 'pathology'));
  for (const file of ['syllabus.json', 'notes.json']) {
    fs.copyFileSync(path.join(content, 'pathology', file), path.join(root, 'pathology', file));
  }
  await useFixtureLibrary(t.database.handle.db, root);
  student = await createSignedInUser(t.database.handle.db, new Date());
});
afterAll(() => t.close());

describe('compare, offline', () => {
  it('lays "compare nephritic and nephrotic" out by attribute, pairing like with like', async () => {
    const threadId = await newThread(t, student, { mode: 'compare' });
    const reply = await ask(t, student, threadId, 'compare nephritic and nephrotic');
    expect(reply.statusCode).toBe(200);
    const { table } = reply.json();
    expect(table.columns).toEqual([
      '',
      'Nephritic syndrome and glomerulonephritis [1]',
      'Nephrotic syndrome and its causes [2]',
    ]);
    const row = (attribute: string) => table.rows.find((r: string[]) => r[0] === attribute) as string[];
    // Rows come in the examiner's order of attributes, each pairing what the two notes say on it.
    const attributes = table.rows.map((r: string[]) => r[0]);
    expect(attributes).toEqual(NOTE_ATTRIBUTES.filter((a) => attributes.includes(a)));
    expect(attributes).toEqual(expect.arrayContaining(['Causes', 'Pathology', 'Complications']));
    // The causes side by side: the glomerulonephritides against the nephrotic lesions.
    expect(row('Causes')[1]).toMatch(/IgA nephropathy/);
    expect(row('Causes')[2]).toMatch(/Minimal change disease/);
    // Nothing on one side: said so, not filled with an unrelated line.
    expect(row('Complications')[1]).toBe(tutorMessages.compareNothingOn('Nephritic syndrome and glomerulonephritis'));
    expect(row('Complications')[2]).toMatch(/antithrombin/);
  });
});
