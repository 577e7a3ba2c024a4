/** Flashcards' SQL for the schedule: the student's settings, the load per day, the backlog's spread. */
import {
  FLASHCARD_DEFAULT_SETTINGS,
  type FlashcardSettings,
  type FlashcardSettingsReply,
} from '@medsutra/contract/flashcards/api';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { flashcardCards, flashcardReviews, flashcardSettings, users } from '../../db/schema.ts';
import type { FlashcardCardRow } from './repository.ts';

export function createScheduleRepository() {
  return {
    /** The student's own settings (the defaults before she saves any) and her profile's exam date. */
    async settings(exec: DbExecutor, userId: string): Promise<FlashcardSettingsReply> {
      const [row] = await exec
        .select({ own: flashcardSettings, profileExamDate: users.examDate })
        .from(users)
        .leftJoin(flashcardSettings, eq(flashcardSettings.userId, users.id))
        .where(eq(users.id, userId));
      const own = row?.own;
      return {
        settings: own
          ? { retention: own.retention, easyDays: own.easyDays, examDate: own.examDate }
          : { ...FLASHCARD_DEFAULT_SETTINGS, easyDays: [] },
        profileExamDate: row?.profileExamDate ?? null,
      };
    },

    async saveSettings(exec: DbExecutor, userId: string, settings: FlashcardSettings, now: Date) {
      const values = { ...settings, easyDays: [...settings.easyDays], updatedAt: now };
      await exec
        .insert(flashcardSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: flashcardSettings.userId, set: values });
    },

    /** The due instants of the student's cards from `from` on: what the load balancing counts per day. */
    async duesFrom(exec: DbExecutor, userId: string, from: Date): Promise<Date[]> {
      const rows = await exec
        .select({ due: flashcardCards.due })
        .from(flashcardCards)
        .where(and(eq(flashcardCards.userId, userId), gte(flashcardCards.due, from)));
      return rows.map((row) => row.due);
    },

    /** Cards due before `before` (the start of today) that have been reviewed, mistakes aside: the backlog. */
    async overdue(exec: DbExecutor, userId: string, before: Date): Promise<FlashcardCardRow[]> {
      return exec
        .select()
        .from(flashcardCards)
        .where(
          and(
            eq(flashcardCards.userId, userId),
            lt(flashcardCards.due, before),
            ne(flashcardCards.state, 'new'),
            // A mistake keeps the MCQ mistakes deck's schedule (decision 136): no spread moves it.
            ne(flashcardCards.kind, 'mistake'),
          ),
        )
        .orderBy(asc(flashcardCards.id));
    },

    /** Gives each card its spread day; the replay keeps it until a later review (decision 137). */
    async reschedule(exec: DbExecutor, moves: readonly { cardId: string; due: Date }[], at: Date) {
      for (const move of moves) {
        await exec
          .update(flashcardCards)
          .set({ due: move.due, rescheduledDue: move.due, rescheduledAt: at })
          .where(eq(flashcardCards.id, move.cardId));
      }
    },

    /** Keeps the due the load balancing gave each new review, for later replays. */
    async savePlacedDues(exec: DbExecutor, placed: ReadonlyMap<string, Date>) {
      for (const [id, due] of placed) {
        await exec.update(flashcardReviews).set({ placedDue: due }).where(eq(flashcardReviews.id, id));
      }
    },
  };
}
export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
