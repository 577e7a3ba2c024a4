/** Flashcards' SQL: decks, cards (FSRS columns kept as the replay of the log) and the review log. */
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { flashcardCards, flashcardDecks, flashcardReviews, flashcardSettings, users } from '../../db/schema.ts';
import { imageKey } from '../../lib/images.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';
import type { ReviewCard } from '../../lib/spaced-repetition.ts';

export type FlashcardDeckRow = typeof flashcardDecks.$inferSelect;
export type FlashcardCardRow = typeof flashcardCards.$inferSelect;
export type FlashcardReviewRow = typeof flashcardReviews.$inferSelect;
export type NewFlashcardCard = Omit<typeof flashcardCards.$inferInsert, 'id'>;

export function createFlashcardsRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,

    async decksWithCounts(exec: DbExecutor, userId: string, dueBefore: Date) {
      const rows = await exec
        .select({
          id: flashcardDecks.id,
          name: flashcardDecks.name,
          kind: flashcardDecks.kind,
          cards: sql<number>`count(${flashcardCards.id})::int`,
          due: sql<number>`count(${flashcardCards.id}) filter (where ${flashcardCards.due} <= ${dueBefore})::int`,
        })
        .from(flashcardDecks)
        .leftJoin(flashcardCards, eq(flashcardCards.deckId, flashcardDecks.id))
        .where(eq(flashcardDecks.userId, userId))
        .groupBy(flashcardDecks.id)
        .orderBy(asc(flashcardDecks.createdAt), asc(flashcardDecks.id));
      return rows.map((row) => ({ ...row, cards: Number(row.cards), due: Number(row.due) }));
    },

    async deck(exec: DbExecutor, userId: string, deckId: string): Promise<FlashcardDeckRow | undefined> {
      const [row] = await exec
        .select()
        .from(flashcardDecks)
        .where(and(eq(flashcardDecks.userId, userId), eq(flashcardDecks.id, deckId)));
      return row;
    },

    /** The student's library or mistakes deck, made the first time it is asked for. */
    async ensureDeck(exec: DbExecutor, userId: string, kind: 'library' | 'mistakes', name: string) {
      await exec.insert(flashcardDecks).values({ userId, kind, name }).onConflictDoNothing();
      const [row] = await exec
        .select()
        .from(flashcardDecks)
        .where(and(eq(flashcardDecks.userId, userId), eq(flashcardDecks.kind, kind)));
      if (!row) throw new Error('the flashcard deck was not created');
      return row;
    },

    async createOwnDeck(exec: DbExecutor, userId: string, name: string): Promise<FlashcardDeckRow> {
      const [row] = await exec.insert(flashcardDecks).values({ userId, kind: 'own', name }).returning();
      if (!row) throw new Error('the flashcard deck was not created');
      return row;
    },

    async sourceKeysOf(exec: DbExecutor, userId: string, prefix: string): Promise<Set<string>> {
      const rows = await exec
        .select({ key: flashcardCards.sourceKey })
        .from(flashcardCards)
        .where(and(eq(flashcardCards.userId, userId), sql`${flashcardCards.sourceKey} like ${`${prefix}%`}`));
      return new Set(rows.map((row) => row.key ?? ''));
    },

    /** Inserts made cards; a card whose source key exists keeps its state and takes the new text. */
    async upsertMadeCards(exec: DbExecutor, rows: NewFlashcardCard[]) {
      if (rows.length === 0) return;
      await exec
        .insert(flashcardCards)
        .values(rows)
        .onConflictDoUpdate({
          target: [flashcardCards.userId, flashcardCards.sourceKey],
          set: {
            front: sql`excluded.front`,
            back: sql`excluded.back`,
            occlusion: sql`excluded.occlusion`,
            updatedAt: sql`case when ${flashcardCards.front} = excluded.front and ${flashcardCards.back} = excluded.back then ${flashcardCards.updatedAt} else excluded.updated_at end`,
          },
        });
    },

    /** Mistake cards with the MCQ deck's state: made once, their FSRS columns replaced after. */
    async mirrorMistakeCards(exec: DbExecutor, rows: NewFlashcardCard[]) {
      if (rows.length === 0) return;
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await exec
        .insert(flashcardCards)
        .values(rows)
        .onConflictDoUpdate({
          target: [flashcardCards.userId, flashcardCards.sourceKey],
          set: {
            due: excluded('due'),
            stability: excluded('stability'),
            difficulty: excluded('difficulty'),
            scheduledDays: excluded('scheduled_days'),
            learningSteps: excluded('learning_steps'),
            reps: excluded('reps'),
            lapses: excluded('lapses'),
            state: excluded('state'),
            lastReview: excluded('last_review'),
          },
        });
    },

    async insertCard(exec: DbExecutor, row: NewFlashcardCard): Promise<FlashcardCardRow> {
      const [inserted] = await exec.insert(flashcardCards).values(row).returning();
      if (!inserted) throw new Error('the flashcard was not created');
      return inserted;
    },

    async card(exec: DbExecutor, userId: string, cardId: string): Promise<FlashcardCardRow | undefined> {
      const [row] = await exec
        .select()
        .from(flashcardCards)
        .where(and(eq(flashcardCards.userId, userId), eq(flashcardCards.id, cardId)));
      return row;
    },

    async updateText(exec: DbExecutor, cardId: string, text: { front?: string; back?: string }, now: Date) {
      const [row] = await exec
        .update(flashcardCards)
        .set({ ...text, updatedAt: now })
        .where(eq(flashcardCards.id, cardId))
        .returning();
      return row;
    },

    async deleteCard(exec: DbExecutor, cardId: string) {
      await exec.delete(flashcardCards).where(eq(flashcardCards.id, cardId));
    },

    async dueCards(exec: DbExecutor, userId: string, dueBefore: Date, limit: number): Promise<FlashcardCardRow[]> {
      return exec
        .select()
        .from(flashcardCards)
        .where(and(eq(flashcardCards.userId, userId), lte(flashcardCards.due, dueBefore)))
        .orderBy(asc(flashcardCards.due), asc(flashcardCards.id))
        .limit(limit);
    },

    /** The student's cards in her own decks, deck by deck in the order she made them. */
    async ownCardsForExport(exec: DbExecutor, userId: string) {
      return exec
        .select({ deck: flashcardDecks.name, front: flashcardCards.front, back: flashcardCards.back })
        .from(flashcardCards)
        .innerJoin(flashcardDecks, eq(flashcardDecks.id, flashcardCards.deckId))
        .where(and(eq(flashcardCards.userId, userId), eq(flashcardDecks.kind, 'own')))
        .orderBy(
          asc(flashcardDecks.createdAt),
          asc(flashcardDecks.id),
          asc(flashcardCards.createdAt),
          asc(flashcardCards.id),
        );
    },

    async allCards(exec: DbExecutor, userId: string): Promise<FlashcardCardRow[]> {
      return exec.select().from(flashcardCards).where(eq(flashcardCards.userId, userId));
    },

    /**
     * Takes the student's review lock: one batch of hers at a time, so two devices sending the same
     * reviews at once apply each once and the daily XP cap is counted right.
     */
    async lockStudent(tx: DbExecutor, userId: string) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async cardsByIds(exec: DbExecutor, userId: string, cardIds: readonly string[]): Promise<FlashcardCardRow[]> {
      if (cardIds.length === 0) return [];
      return exec
        .select()
        .from(flashcardCards)
        .where(and(eq(flashcardCards.userId, userId), inArray(flashcardCards.id, [...cardIds])));
    },

    /** The review ids of this student that are already in the log, with their cards. */
    async loggedReviews(exec: DbExecutor, userId: string, reviewIds: readonly string[]) {
      if (reviewIds.length === 0) return new Map<string, string>();
      const rows = await exec
        .select({ reviewId: flashcardReviews.reviewId, cardId: flashcardReviews.cardId })
        .from(flashcardReviews)
        .where(and(eq(flashcardReviews.userId, userId), inArray(flashcardReviews.reviewId, [...reviewIds])));
      return new Map(rows.map((row) => [row.reviewId, row.cardId]));
    },

    async insertReviews(exec: DbExecutor, rows: (typeof flashcardReviews.$inferInsert)[]) {
      if (rows.length === 0) return;
      await exec.insert(flashcardReviews).values(rows);
    },

    /** One card's log, in time order (ties by review id, the same order on every replay). */
    async logOf(exec: DbExecutor, cardId: string): Promise<FlashcardReviewRow[]> {
      return exec
        .select()
        .from(flashcardReviews)
        .where(eq(flashcardReviews.cardId, cardId))
        .orderBy(asc(flashcardReviews.reviewedAt), asc(flashcardReviews.reviewId));
    },

    async saveState(exec: DbExecutor, cardId: string, card: ReviewCard) {
      await exec.update(flashcardCards).set(card).where(eq(flashcardCards.id, cardId));
    },

    async setXp(exec: DbExecutor, reviewRowIds: readonly string[]) {
      if (reviewRowIds.length === 0) return;
      await exec
        .update(flashcardReviews)
        .set({ xpAwarded: 1 })
        .where(inArray(flashcardReviews.id, [...reviewRowIds]));
    },

    async xpOn(exec: DbExecutor, userId: string, day: string): Promise<number> {
      const [row] = await exec
        .select({ xp: sql<number>`coalesce(sum(${flashcardReviews.xpAwarded}), 0)::int` })
        .from(flashcardReviews)
        .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.day, day)));
      return Number(row?.xp ?? 0);
    },
  };
}
export type FlashcardsRepository = ReturnType<typeof createFlashcardsRepository>;

/** The subject's decks, cards and reviews, whole, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return {
    flashcard_decks: await tx.select().from(flashcardDecks).where(eq(flashcardDecks.userId, subject.id)),
    flashcard_cards: await tx.select().from(flashcardCards).where(eq(flashcardCards.userId, subject.id)),
    flashcard_reviews: await tx.select().from(flashcardReviews).where(eq(flashcardReviews.userId, subject.id)),
    flashcard_settings: await tx.select().from(flashcardSettings).where(eq(flashcardSettings.userId, subject.id)),
  };
}

/** Deletes the subject's reviews, cards, decks and settings at erasure; returns her cards' pictures. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  const pictures = await tx
    .select({ imageId: flashcardCards.imageId })
    .from(flashcardCards)
    .where(and(eq(flashcardCards.userId, subject.id), isNotNull(flashcardCards.imageId)));
  await tx.delete(flashcardReviews).where(eq(flashcardReviews.userId, subject.id));
  await tx.delete(flashcardCards).where(eq(flashcardCards.userId, subject.id));
  await tx.delete(flashcardDecks).where(eq(flashcardDecks.userId, subject.id));
  await tx.delete(flashcardSettings).where(eq(flashcardSettings.userId, subject.id));
  return pictures.map((row) => imageKey(row.imageId as string));
}
