/**
 * A difficulty label an admin corrects from the item figures (decision 145) holds over the start-up
 * import of a changed file, and every reader of the label sees it: the practice picker and tests
 * by difficulty (the question bank), the library's statistics.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixtureLibrary, useFixtureLibrary } from '../../../test/helpers/library.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { libraryQuestionDifficulty, libraryQuestions } from '../../db/schema.ts';
import { setDifficultyLabel } from './difficulty-labels.ts';
import { createQuestionBank } from './question-bank.ts';
import { createLibraryStats } from './stats.ts';

let database: TestDatabase;
let root: string;
beforeAll(async () => {
  database = await createTestDatabase();
  root = copyFixtureLibrary();
  await useFixtureLibrary(database.handle.db, root);
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(root, { recursive: true, force: true });
});
const db = () => database.handle.db;
const QUESTION = 'physiology.q1001';
const FILE = 'physiology/questions/cardiovascular.json';
// biome-ignore lint/suspicious/noExplicitAny: the fixture is edited as loose JSON on purpose
const editQuestions = (edit: (questions: any[]) => void) => {
  const full = path.join(root, FILE);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  edit(json.questions);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
};
const labelOf = async (id: string) =>
  (await db().select({ d: libraryQuestions.difficulty }).from(libraryQuestions).where(eq(libraryQuestions.id, id)))[0]
    ?.d;
const picked = async (difficulty: 'easy' | 'medium' | 'hard') =>
  (
    await createQuestionBank({ db: db() }).pickQuestions({
      subjectIds: ['physiology'],
      subtopicIds: [],
      difficulties: [difficulty],
      onlyIds: null,
      excludeIds: [],
      count: 100,
    })
  ).map((q) => q.id);
const hardCount = async () => (await createLibraryStats({ db: db() }).stats()).questionsByDifficulty.hard;

describe('a corrected difficulty label', () => {
  let hardBefore = 0;

  it('changes the label every reader sees, and remembers the file’s', async () => {
    expect(await labelOf(QUESTION)).toBe('easy');
    hardBefore = await hardCount();
    const changed = await db().transaction((tx) =>
      setDifficultyLabel(tx, { questionId: QUESTION, difficulty: 'hard', figures: null, now: new Date() }),
    );
    expect(changed).toEqual({ from: 'easy' });
    expect(await labelOf(QUESTION)).toBe('hard');
    expect(await picked('hard')).toContain(QUESTION);
    expect(await picked('easy')).not.toContain(QUESTION);
    expect(await hardCount()).toBe(hardBefore + 1);
    const [kept] = await db().select().from(libraryQuestionDifficulty);
    expect(kept).toMatchObject({ questionId: QUESTION, difficulty: 'hard', importedDifficulty: 'easy' });
  });

  it('holds when its content file is imported again', async () => {
    editQuestions((questions) => {
      questions[0].explanation = `${questions[0].explanation} (Revised.)`;
    });
    const result = await useFixtureLibrary(db(), root);
    expect(result.applied).toEqual([FILE]);
    const [row] = await db().select().from(libraryQuestions).where(eq(libraryQuestions.id, QUESTION));
    // The file's new text is in, and the correction is still over the file's label.
    expect(row!.explanation).toContain('(Revised.)');
    expect(row!.difficulty).toBe('hard');
    expect(await picked('hard')).toContain(QUESTION);
    expect(await picked('easy')).not.toContain(QUESTION);
    expect(await hardCount()).toBe(hardBefore + 1);
  });

  it('holds when the file changes its own label, which is kept as the one replaced', async () => {
    editQuestions((questions) => {
      questions[0].difficulty = 'medium';
    });
    expect((await useFixtureLibrary(db(), root)).applied).toEqual([FILE]);
    expect(await labelOf(QUESTION)).toBe('hard');
    const [kept] = await db().select().from(libraryQuestionDifficulty);
    expect(kept).toMatchObject({ difficulty: 'hard', importedDifficulty: 'medium' });
    // Without a correction, an import's label stands: the other questions are the file's.
    expect(await labelOf('physiology.q1005')).toBe('hard');
    expect(await labelOf('physiology.q1002')).toBe('medium');
  });

  it('is nothing for a question the library does not have', async () => {
    const changed = await db().transaction((tx) =>
      setDifficultyLabel(tx, { questionId: 'physiology.q9999', difficulty: 'easy', figures: null, now: new Date() }),
    );
    expect(changed).toBeNull();
  });
});
