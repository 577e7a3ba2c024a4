/**
 * Flashcards (issue 34): decks of cards made from the library's notes, from wrong MCQs ("My
 * mistakes") and by the student, on the one FSRS scheduler. Reviews are an append-only log: the
 * device sends them in batches with its own ids and times, and the server applies each once, in
 * time order per card. XP is docs/product-rules.md's ("Flashcards"): FLASHCARD_REVIEW_XP per due
 * card reviewed, at most FLASHCARD_XP_DAILY_CAP a day.
 */
import { z } from 'zod';
import { text } from '../text.ts';

export { FLASHCARD_REVIEW_XP, FLASHCARD_XP_DAILY_CAP } from '../economy/table.ts';

export const flashcardPaths = {
  decks: '/api/flashcards/decks',
  libraryDeck: '/api/flashcards/decks/library',
  cards: '/api/flashcards/cards',
  card: '/api/flashcards/cards/:cardId',
  due: '/api/flashcards/due',
  reviews: '/api/flashcards/reviews',
  forecast: '/api/flashcards/forecast',
} as const;
export const flashcardCardPath = (cardId: string) => `/api/flashcards/cards/${encodeURIComponent(cardId)}`;

/** Reviews in one batch the device sends; a longer queue goes in several. */
export const FLASHCARD_REVIEW_BATCH_MAX = 200;
/** Subtopics in one request for library cards. */
export const FLASHCARD_LIBRARY_SUBTOPICS_MAX = 50;
/** How far ahead of the server's clock a device's review time may be (its clock may run fast). */
export const FLASHCARD_CLOCK_SKEW_MINUTES = 5;
export const FLASHCARD_DUE_LIMIT_MAX = 500;
export const FLASHCARD_FORECAST_DAYS_MAX = 365;
export const FLASHCARD_RETENTION_MIN = 0.8;
export const FLASHCARD_RETENTION_MAX = 0.97;
export const FLASHCARD_DEFAULT_RETENTION = 0.9;

export const flashcardRatings = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardRating = (typeof flashcardRatings)[number];
export const flashcardDeckKinds = ['library', 'mistakes', 'own'] as const;
export type FlashcardDeckKind = (typeof flashcardDeckKinds)[number];

export const flashcardMessages = {
  deckNotFound: 'There is no such deck. Choose one of your decks.',
  deckNotYours: 'You can add cards only to your own decks, not to library or mistakes decks.',
  cardNotFound: 'There is no such card among yours. Reload your decks and try again.',
  cardNotEditable: 'Library and mistakes cards follow their source and cannot be edited. Make your own card instead.',
  subtopicsUnknown: 'Some of those subtopics are not in the library. Choose them from the library again.',
  subtopicsNoNotes: 'Those subtopics have no notes yet, so no cards could be made from them.',
  reviewIdReused: 'A review id in this batch was used for another card. Reload the page and try again.',
  reviewedAtInvalid: 'A review has a time that is not a date. Reload the page and try again.',
  retentionRange: `Choose a retention between ${FLASHCARD_RETENTION_MIN} and ${FLASHCARD_RETENTION_MAX}.`,
  emptySide: 'Write something on both sides of the card.',
  deckNameRequired: 'Give the deck a name of up to 80 characters.',
} as const;

export const flashcardDeckSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(flashcardDeckKinds),
  cards: z.number().int(),
  due: z.number().int(),
});
export type FlashcardDeck = z.infer<typeof flashcardDeckSchema>;
export const flashcardDecksReplySchema = z.object({ decks: z.array(flashcardDeckSchema) });
export type FlashcardDecksReply = z.infer<typeof flashcardDecksReplySchema>;

export const flashcardDeckCreateBodySchema = z.object({
  name: text().trim().min(1, flashcardMessages.deckNameRequired).max(80),
});
export const flashcardDeckReplySchema = z.object({ deck: flashcardDeckSchema });

export const flashcardLibraryBodySchema = z.object({
  subtopicIds: z.array(z.string().min(1).max(200)).min(1).max(FLASHCARD_LIBRARY_SUBTOPICS_MAX),
});
export const flashcardLibraryReplySchema = z.object({ deck: flashcardDeckSchema, added: z.number().int() });
export type FlashcardLibraryReply = z.infer<typeof flashcardLibraryReplySchema>;

export const flashcardCardBodySchema = z.object({
  deckId: z.string().uuid(),
  front: text().min(1, flashcardMessages.emptySide).max(2000),
  back: text().min(1, flashcardMessages.emptySide).max(4000),
});
export type FlashcardCardBody = z.infer<typeof flashcardCardBodySchema>;
export const flashcardCardPatchSchema = z
  .object({
    front: text().min(1, flashcardMessages.emptySide).max(2000).optional(),
    back: text().min(1, flashcardMessages.emptySide).max(4000).optional(),
  })
  .refine((body) => body.front !== undefined || body.back !== undefined, flashcardMessages.emptySide);
export const flashcardCardParamsSchema = z.object({ cardId: z.string().uuid() });

/** When the card comes back after each rating (ISO instants): what the four buttons show. */
export const flashcardComesBackSchema = z.object({
  again: z.string(),
  hard: z.string(),
  good: z.string(),
  easy: z.string(),
});
export const flashcardCardSchema = z.object({
  id: z.string(),
  deckId: z.string(),
  kind: z.enum(['cloze', 'table', 'mistake', 'basic']),
  front: z.string(),
  back: z.string(),
  due: z.string(),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  reps: z.number().int(),
  comesBack: flashcardComesBackSchema,
});
export type FlashcardCard = z.infer<typeof flashcardCardSchema>;
export const flashcardCardReplySchema = z.object({ card: flashcardCardSchema });
export const flashcardDeletedReplySchema = z.object({ deleted: z.literal(true) });

export const flashcardDueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FLASHCARD_DUE_LIMIT_MAX).default(100),
});
export const flashcardDueReplySchema = z.object({ cards: z.array(flashcardCardSchema) });
export type FlashcardDueReply = z.infer<typeof flashcardDueReplySchema>;

export const flashcardReviewSchema = z.object({
  cardId: z.string().uuid(),
  rating: z.enum(flashcardRatings),
  /** When the student rated it, by the device's clock (ISO instant). */
  reviewedAt: z.string().datetime({ offset: true }),
  /** The device's id for this review: the same id again is the same review. */
  reviewId: z.string().min(8).max(100),
});
export type FlashcardReview = z.infer<typeof flashcardReviewSchema>;
export const flashcardReviewsBodySchema = z.object({
  reviews: z.array(flashcardReviewSchema).min(1).max(FLASHCARD_REVIEW_BATCH_MAX),
});
export type FlashcardReviewsBody = z.infer<typeof flashcardReviewsBodySchema>;
export const flashcardReviewsReplySchema = z.object({
  applied: z.number().int(),
  duplicates: z.number().int(),
  xpAwarded: z.number().int(),
});
export type FlashcardReviewsReply = z.infer<typeof flashcardReviewsReplySchema>;

export const flashcardForecastQuerySchema = z.object({
  retention: z.coerce
    .number()
    .min(FLASHCARD_RETENTION_MIN, flashcardMessages.retentionRange)
    .max(FLASHCARD_RETENTION_MAX, flashcardMessages.retentionRange)
    .default(FLASHCARD_DEFAULT_RETENTION),
  days: z.coerce.number().int().min(1).max(FLASHCARD_FORECAST_DAYS_MAX).default(30),
});
export const flashcardForecastReplySchema = z.object({
  retention: z.number(),
  days: z.array(z.object({ date: z.string(), due: z.number().int() })),
});
export type FlashcardForecastReply = z.infer<typeof flashcardForecastReplySchema>;
