/**
 * Difficulty labels an admin corrects from a question's item figures (decision 145). The
 * correction is kept in `library_question_difficulty` and written over the label in
 * `library_questions`, which is what every reader uses (the practice picker, tests by
 * difficulty, the library's statistics, a grand test's blueprint). The start-up import replaces a
 * changed file's rows with the file's labels; `applyOverrides` writes the corrections back in the
 * same transaction, so no reader ever sees the file's label over a correction.
 */
import type { difficultySchema } from '@medsutra/contract/library/content';
import type { ItemStats } from '@medsutra/contract/library/item-figures';
import { itemMessages } from '@medsutra/contract/library/item-figures';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { libraryQuestionDifficulty, libraryQuestions, libraryReports } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { SessionUser } from '../sessions/session-user.ts';

type Difficulty = z.infer<typeof difficultySchema>;

/**
 * Sets a question's label and keeps it as an override; the first correction remembers the file's
 * label. Returns the label it had, or null when the library has no such question.
 */
export async function setDifficultyLabel(
  tx: DbExecutor,
  input: { questionId: string; difficulty: Difficulty; figures: ItemStats | null; now: Date },
): Promise<{ from: Difficulty } | null> {
  const [current] = await tx
    .select({ difficulty: libraryQuestions.difficulty, imported: libraryQuestionDifficulty.importedDifficulty })
    .from(libraryQuestions)
    .leftJoin(libraryQuestionDifficulty, eq(libraryQuestionDifficulty.questionId, libraryQuestions.id))
    .where(eq(libraryQuestions.id, input.questionId))
    .for('update', { of: libraryQuestions });
  if (!current) return null;
  await tx
    .insert(libraryQuestionDifficulty)
    .values({
      questionId: input.questionId,
      difficulty: input.difficulty,
      importedDifficulty: current.imported ?? current.difficulty,
      figures: input.figures,
      setAt: input.now,
    })
    .onConflictDoUpdate({
      target: libraryQuestionDifficulty.questionId,
      set: { difficulty: input.difficulty, figures: input.figures, setAt: input.now },
    });
  await tx
    .update(libraryQuestions)
    .set({ difficulty: input.difficulty })
    .where(eq(libraryQuestions.id, input.questionId));
  return { from: current.difficulty };
}

/**
 * Writes the kept corrections over the labels of `questionIds` (rows an import has just written),
 * noting each file's label as the one the correction replaces.
 */
export async function applyDifficultyOverrides(tx: DbExecutor, questionIds: readonly string[]): Promise<void> {
  if (questionIds.length === 0) return;
  const ids = sql.join(
    questionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${libraryQuestionDifficulty} o set imported_difficulty = q.difficulty
    from ${libraryQuestions} q
    where q.id = o.question_id and q.id in (${ids}) and q.difficulty <> o.difficulty`);
  await tx.execute(sql`
    update ${libraryQuestions} q set difficulty = o.difficulty
    from ${libraryQuestionDifficulty} o
    where q.id = o.question_id and q.id in (${ids}) and q.difficulty <> o.difficulty`);
}

/** The file's label a kept correction stands over, or null with no correction. */
export async function fileLabelOf(exec: DbExecutor, questionId: string): Promise<Difficulty | null> {
  const [row] = await exec
    .select({ imported: libraryQuestionDifficulty.importedDifficulty })
    .from(libraryQuestionDifficulty)
    .where(eq(libraryQuestionDifficulty.questionId, questionId));
  return (row?.imported as Difficulty | undefined) ?? null;
}

/** The admin's action: correct a question's label from its figures (audit-logged). */
export function createDifficultyLabels(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async set(admin: SessionUser, questionId: string, difficulty: Difficulty) {
      requireAdmin(admin);
      const at = now();
      await db.transaction(async (tx) => {
        // The figures the admin saw: the item analysis's latest report of this question.
        const [report] = await tx
          .select({ figures: libraryReports.figures })
          .from(libraryReports)
          .where(and(eq(libraryReports.itemId, questionId), isNotNull(libraryReports.figures)))
          .orderBy(desc(libraryReports.createdAt))
          .limit(1);
        const figures = report?.figures ?? null;
        const changed = await setDifficultyLabel(tx, { questionId, difficulty, figures, now: at });
        if (!changed) throw notFound(itemMessages.questionNotFound);
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'library-question.set-difficulty',
            targetKind: 'library-question',
            targetId: questionId,
            detail: { from: changed.from, to: difficulty, figures },
          },
          at,
        );
      });
      return { success: true as const, message: itemMessages.difficultySet(difficulty), questionId, difficulty };
    },

    /**
     * Undoes a correction: the file's label goes back over the question and the override is
     * dropped, so the next import leaves the file's label (audit-logged). 409 with no correction.
     */
    async revert(admin: SessionUser, questionId: string) {
      requireAdmin(admin);
      const at = now();
      const difficulty = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ difficulty: libraryQuestions.difficulty })
          .from(libraryQuestions)
          .where(eq(libraryQuestions.id, questionId))
          .for('update');
        if (!current) throw notFound(itemMessages.questionNotFound);
        const [removed] = await tx
          .delete(libraryQuestionDifficulty)
          .where(eq(libraryQuestionDifficulty.questionId, questionId))
          .returning({ imported: libraryQuestionDifficulty.importedDifficulty });
        if (!removed) throw conflict(itemMessages.noCorrection);
        const fileLabel = removed.imported as Difficulty;
        await tx.update(libraryQuestions).set({ difficulty: fileLabel }).where(eq(libraryQuestions.id, questionId));
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'library-question.revert-difficulty',
            targetKind: 'library-question',
            targetId: questionId,
            detail: { from: current.difficulty, to: fileLabel },
          },
          at,
        );
        return fileLabel;
      });
      return { success: true as const, message: itemMessages.difficultyReverted(difficulty), questionId, difficulty };
    },

    /** The kept corrections of some questions (tests and the admin's views). */
    async overridesOf(questionIds: readonly string[]) {
      if (questionIds.length === 0) return new Map<string, Difficulty>();
      const rows = await db
        .select({ questionId: libraryQuestionDifficulty.questionId, difficulty: libraryQuestionDifficulty.difficulty })
        .from(libraryQuestionDifficulty)
        .where(inArray(libraryQuestionDifficulty.questionId, [...questionIds]));
      return new Map(rows.map((row) => [row.questionId, row.difficulty]));
    },
  };
}
export type DifficultyLabels = ReturnType<typeof createDifficultyLabels>;
