/**
 * Questions held back from the bank while a grand test that uses them is open (decision 127).
 * `notReserved` is the one condition every query that serves questions adds (practice, custom
 * tests, the daily challenge, library search, subtopic bundles); `reservedQuestionIds` feeds the
 * question locks, so the tutor and every answer-revealing tool hide them too.
 */
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/executor.ts';
import { libraryQuestionReservations } from '../../db/schema.ts';

/** True for a question no open grand test holds at `now`. */
export function notReserved(questionId: AnyPgColumn | SQL, now: Date): SQL {
  return sql`not exists (select 1 from ${libraryQuestionReservations}
    where ${libraryQuestionReservations.questionId} = ${questionId}
      and ${libraryQuestionReservations.reservedUntil} > ${now})`;
}

export function createReservationsRepository() {
  return {
    /**
     * Reserves the questions for `by` until `until`, taking over only reservations that have run
     * out; returns the ids it reserved (fewer than asked: another test holds the rest).
     */
    async reserve(
      tx: DbExecutor,
      input: { by: string; until: Date; questionIds: readonly string[]; now: Date },
    ): Promise<string[]> {
      if (input.questionIds.length === 0) return [];
      const rows = await tx
        .insert(libraryQuestionReservations)
        .values(
          input.questionIds.map((questionId) => ({ questionId, reservedBy: input.by, reservedUntil: input.until })),
        )
        .onConflictDoUpdate({
          target: libraryQuestionReservations.questionId,
          set: { reservedBy: input.by, reservedUntil: input.until },
          setWhere: sql`${libraryQuestionReservations.reservedUntil} <= ${input.now} or ${libraryQuestionReservations.reservedBy} = ${input.by}`,
        })
        .returning({ questionId: libraryQuestionReservations.questionId });
      return rows.map((row) => row.questionId);
    },

    /** Gives the questions back to the bank (a question swapped out of a draft paper). */
    async release(tx: DbExecutor, by: string, questionIds: readonly string[]): Promise<void> {
      if (questionIds.length === 0) return;
      await tx
        .delete(libraryQuestionReservations)
        .where(
          and(
            eq(libraryQuestionReservations.reservedBy, by),
            inArray(libraryQuestionReservations.questionId, [...questionIds]),
          ),
        );
    },

    /** Every question held at `now`. */
    async reservedAt(exec: DbExecutor, now: Date): Promise<string[]> {
      const rows = await exec
        .select({ questionId: libraryQuestionReservations.questionId })
        .from(libraryQuestionReservations)
        .where(gt(libraryQuestionReservations.reservedUntil, now));
      return rows.map((row) => row.questionId);
    },
  };
}
export type ReservationsRepository = ReturnType<typeof createReservationsRepository>;
