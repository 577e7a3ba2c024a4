import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixtureLibrary, useFixtureLibrary } from '../../../test/helpers/library.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { libraryNotes, librarySearch, librarySubtopics } from '../../db/schema.ts';

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
      'medicine/syllabus.json',
      'medicine/notes.json',
      'medicine/questions/all.json',
      'cases/ward.json',
    ]);
    expect(first.invalid).toEqual([]);
    expect(await db().$count(librarySubtopics)).toBe(6);

    const again = await useFixtureLibrary(db(), root);
    expect(again).toEqual({ applied: [], removed: [], unchanged: 4, invalid: [] });
  });

  it('writes only the file that changed, with the new content searchable', async () => {
    editJson('medicine/notes.json', (json) => {
      json.notes[2].sections[0].points.push('Loop diuretics relieve congestion but do not lower mortality');
    });
    const result = await useFixtureLibrary(db(), root);
    expect(result.applied).toEqual(['medicine/notes.json']);
    expect(result.unchanged).toBe(3);
    const [note] = await db()
      .select()
      .from(libraryNotes)
      .where(eq(libraryNotes.subtopicId, 'medicine.cardiology.heart-failure'));
    expect(note!.points).toHaveLength(4);
    const [entry] = await db()
      .select({ body: librarySearch.body })
      .from(librarySearch)
      .where(eq(librarySearch.itemId, 'medicine.cardiology.heart-failure'));
    expect(entry!.body).toContain('Loop diuretics');
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
    expect(dka!.points).toHaveLength(5);
  });

  it('leaves the library alone when the content folder is missing (a misconfiguration)', async () => {
    const result = await useFixtureLibrary(db(), path.join(root, 'no-such-folder'));
    expect(result).toEqual({ applied: [], removed: [], unchanged: 0, invalid: [] });
    expect(await db().$count(librarySubtopics)).toBe(6);
  });

  it('removes what a deleted file had written', async () => {
    fs.rmSync(path.join(root, 'cases'), { recursive: true });
    const result = await useFixtureLibrary(db(), root);
    expect(result.removed).toEqual(['cases/ward.json']);
    expect(await db().$count(librarySearch, eq(librarySearch.kind, 'case'))).toBe(0);
  });
});
