/**
 * Flashcards (issue 34): decks of cards made from the library's notes, from wrong MCQs ("My
 * mistakes") and by the student, on the one FSRS scheduler. Reviews are an append-only log: the
 * device sends them in batches with its own ids and times, and the server applies each once, in
 * time order per card. XP is docs/product-rules.md's ("Flashcards"): FLASHCARD_REVIEW_XP per due
 * card reviewed, at most FLASHCARD_XP_DAILY_CAP a day.
 */
import { z } from 'zod';
import { comesBackSchema } from '../revision/comes-back.ts';
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
  settings: '/api/flashcards/settings',
  backlog: '/api/flashcards/backlog',
  backlogSpread: '/api/flashcards/backlog/spread',
  import: '/api/flashcards/import',
  exportCsv: '/api/flashcards/export.csv',
  cardImage: '/api/flashcards/cards/:cardId/image',
} as const;
export const flashcardCardPath = (cardId: string) => `/api/flashcards/cards/${encodeURIComponent(cardId)}`;
/** The picture of an own card (an imported Anki image): owner only, WebP. */
export const flashcardCardImagePath = (cardId: string) => `/api/flashcards/cards/${encodeURIComponent(cardId)}/image`;

/** Reviews in one batch the device sends; a longer queue goes in several. */
export const FLASHCARD_REVIEW_BATCH_MAX = 200;
/** Subtopics in one request for library cards. */
export const FLASHCARD_LIBRARY_SUBTOPICS_MAX = 50;
/** How far ahead of the server's clock a device's review time may be (its clock may run fast). */
export const FLASHCARD_CLOCK_SKEW_MINUTES = 5;
export const FLASHCARD_DUE_LIMIT_MAX = 500;
const FLASHCARD_FORECAST_DAYS_MAX = 365;
export const FLASHCARD_RETENTION_MIN = 0.8;
export const FLASHCARD_RETENTION_MAX = 0.97;
const FLASHCARD_DEFAULT_RETENTION = 0.9;
/** Easy days: weekdays (0 = Sunday … 6 = Saturday) with fewer reviews; at most this many. */
export const FLASHCARD_EASY_DAYS_MAX = 3;
/** The backlog is spread over this many days at least and at most. */
export const FLASHCARD_BACKLOG_DAYS_MIN = 3;
export const FLASHCARD_BACKLOG_DAYS_MAX = 14;
export const FLASHCARD_BACKLOG_DAYS_DEFAULT = 7;
/** An Anki deck file (`.apkg`) may be this large; one image in it, FLASHCARD_IMPORT_MEDIA_MAX_BYTES. */
export const FLASHCARD_IMPORT_MAX_BYTES = 100 * 1024 * 1024;
export const FLASHCARD_IMPORT_MEDIA_MAX_BYTES = 5 * 1024 * 1024;

export const flashcardRatings = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardRating = (typeof flashcardRatings)[number];
const flashcardDeckKinds = ['library', 'mistakes', 'own'] as const;

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
  easyDaysTooMany: `Choose at most ${FLASHCARD_EASY_DAYS_MAX} easy days a week.`,
  easyDayInvalid: 'An easy day is a weekday from 0 (Sunday) to 6 (Saturday).',
  examDateInvalid: 'Give the exam date as a calendar date (YYYY-MM-DD), or leave it empty.',
  examDatePast: 'The exam date has passed. Choose a date from today on, or leave it empty.',
  backlogDaysRange: `Spread the backlog over ${FLASHCARD_BACKLOG_DAYS_MIN} to ${FLASHCARD_BACKLOG_DAYS_MAX} days.`,
  backlogEmpty: 'You have no overdue cards to spread.',
  importFileMissing: 'Choose an Anki deck file (.apkg) to import.',
  importNotApkg: 'That file is not an Anki deck. Export your deck from Anki as an .apkg file and try again.',
  importTooLarge: 'That deck is larger than 100 MB. Export fewer decks or leave out the media, and try again.',
  importUnreadable:
    'That Anki deck could not be read: it is damaged, unpacks to too much, or uses a format this import does not know. Export it again from Anki (File → Export, "Anki Deck Package") and try again.',
  importEmpty: 'That Anki deck has no notes that could be imported.',
  importNewFormat:
    'That Anki deck is in the newest Anki format only. In Anki, export it again with "Support older Anki versions" ticked, and import that file.',
  importBusy: 'Many files are being processed right now. Try the import again in a minute.',
  cardHasNoImage: 'This card has no picture.',
  reviewCardMissing: 'This card is not among yours (deleted, or never yours); the review was not applied.',
} as const;

/** Why a review of a batch was not applied (the rest of the batch was). */
const flashcardReviewSkipReasons = ['card_not_found'] as const;
/** Why part of an Anki deck did not come (counted per reason in the import's reply). */
const flashcardImportSkipReasons = [
  'audio',
  'video',
  'unsupported_note_type',
  'cloze_note',
  'empty_note',
  'media_too_large',
  'media_unsupported',
  'media_missing',
  'duplicate_note',
  'extra_image',
  'too_many_cards',
] as const;
export type FlashcardImportSkipReason = (typeof flashcardImportSkipReasons)[number];

const flashcardDeckSchema = z.object({
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

/**
 * An image-occlusion card: the figure (`figureUrl(figureId)`, contract/library/figures.ts) is shown
 * with the one label whose SVG element carries `data-label-id="<labelId>"` covered on the front and
 * revealed on the back; `label` is that label's text (the answer).
 */
const flashcardOcclusionSchema = z.object({
  figureId: z.string(),
  labelId: z.string(),
  label: z.string(),
});
export type FlashcardOcclusion = z.infer<typeof flashcardOcclusionSchema>;

const flashcardCardKinds = ['cloze', 'table', 'mistake', 'basic', 'occlusion'] as const;
const flashcardCardSchema = z.object({
  id: z.string(),
  deckId: z.string(),
  kind: z.enum(flashcardCardKinds),
  front: z.string(),
  back: z.string(),
  /** Present on image-occlusion cards only. */
  occlusion: flashcardOcclusionSchema.optional(),
  /** An own card's picture (`flashcardCardImagePath(id)`); absent when none. */
  imageUrl: z.string().optional(),
  /** Which side shows the picture: under the front, or only once the back is revealed. */
  imageSide: z.enum(['front', 'back']).optional(),
  due: z.string(),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  reps: z.number().int(),
  comesBack: comesBackSchema,
});
export type FlashcardCard = z.infer<typeof flashcardCardSchema>;
export const flashcardCardReplySchema = z.object({ card: flashcardCardSchema });
export const flashcardDeletedReplySchema = z.object({ deleted: z.literal(true) });

export const flashcardDueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FLASHCARD_DUE_LIMIT_MAX).default(100),
});
export const flashcardDueReplySchema = z.object({ cards: z.array(flashcardCardSchema) });
export type FlashcardDueReply = z.infer<typeof flashcardDueReplySchema>;

const flashcardReviewSchema = z.object({
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
  /**
   * Reviews not applied, and why: a card that is not the student's (deleted, or another's: the
   * two are not told apart) is skipped, the rest of the batch applies. The device drops these.
   */
  skipped: z.array(z.object({ reviewId: z.string(), reason: z.enum(flashcardReviewSkipReasons) })),
});
export type FlashcardReviewsReply = z.infer<typeof flashcardReviewsReplySchema>;

const retentionSchema = z
  .number()
  .min(FLASHCARD_RETENTION_MIN, flashcardMessages.retentionRange)
  .max(FLASHCARD_RETENTION_MAX, flashcardMessages.retentionRange);

/** Without `retention`, the forecast is at the student's own (settings), else the default. */
export const flashcardForecastQuerySchema = z.object({
  retention: z.coerce
    .number()
    .min(FLASHCARD_RETENTION_MIN, flashcardMessages.retentionRange)
    .max(FLASHCARD_RETENTION_MAX, flashcardMessages.retentionRange)
    .optional(),
  days: z.coerce.number().int().min(1).max(FLASHCARD_FORECAST_DAYS_MAX).default(30),
});
export const flashcardForecastReplySchema = z.object({
  retention: z.number(),
  days: z.array(z.object({ date: z.string(), due: z.number().int() })),
});
export type FlashcardForecastReply = z.infer<typeof flashcardForecastReplySchema>;

/** A calendar date, YYYY-MM-DD, that exists (no 2026-02-30). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, flashcardMessages.examDateInvalid)
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, flashcardMessages.examDateInvalid);

/** The student's schedule settings (issue 34): retention, easy weekdays, exam date. */
const flashcardSettingsSchema = z.object({
  retention: retentionSchema,
  /** Weekdays with fewer reviews, 0 = Sunday … 6 = Saturday. */
  easyDays: z
    .array(
      z
        .number()
        .int(flashcardMessages.easyDayInvalid)
        .min(0, flashcardMessages.easyDayInvalid)
        .max(6, flashcardMessages.easyDayInvalid),
    )
    .max(FLASHCARD_EASY_DAYS_MAX, flashcardMessages.easyDaysTooMany),
  /**
   * The exam day (Asia/Kolkata); no card is scheduled on or after it. Null: none of the cards' own,
   * and the profile's exam date (the reply's `profileExamDate`) is kept instead (decision 162).
   */
  examDate: calendarDate.nullable(),
});
export type FlashcardSettings = z.infer<typeof flashcardSettingsSchema>;
export const FLASHCARD_DEFAULT_SETTINGS: FlashcardSettings = {
  retention: FLASHCARD_DEFAULT_RETENTION,
  easyDays: [],
  examDate: null,
};
/** PUT replaces the settings; the reply is what is stored (easy days sorted, without repeats). */
export const flashcardSettingsBodySchema = flashcardSettingsSchema;
export const flashcardSettingsReplySchema = z.object({
  settings: flashcardSettingsSchema,
  /** The exam date on the student's profile: the cards keep before it when `settings.examDate` is null. */
  profileExamDate: z.string().nullable(),
});
export type FlashcardSettingsReply = z.infer<typeof flashcardSettingsReplySchema>;

/**
 * The backlog after a break: how many cards are overdue (due before today) and the proposed
 * spread over FLASHCARD_BACKLOG_DAYS_DEFAULT days (or `?days=`), most forgotten first.
 */
export const flashcardBacklogQuerySchema = z.object({
  days: z.coerce
    .number()
    .int(flashcardMessages.backlogDaysRange)
    .min(FLASHCARD_BACKLOG_DAYS_MIN, flashcardMessages.backlogDaysRange)
    .max(FLASHCARD_BACKLOG_DAYS_MAX, flashcardMessages.backlogDaysRange)
    .default(FLASHCARD_BACKLOG_DAYS_DEFAULT),
});
export const flashcardBacklogReplySchema = z.object({
  overdue: z.number().int(),
  perDay: z.number().int(),
  days: z.array(z.object({ date: z.string(), cards: z.number().int() })),
});
export type FlashcardBacklogReply = z.infer<typeof flashcardBacklogReplySchema>;
export const flashcardBacklogSpreadBodySchema = z.object({
  days: z
    .number()
    .int(flashcardMessages.backlogDaysRange)
    .min(FLASHCARD_BACKLOG_DAYS_MIN, flashcardMessages.backlogDaysRange)
    .max(FLASHCARD_BACKLOG_DAYS_MAX, flashcardMessages.backlogDaysRange),
});
/** How many overdue cards were given a new day (the first day is today). */
export const flashcardBacklogSpreadReplySchema = z.object({ spread: z.number().int() });
export type FlashcardBacklogSpreadReply = z.infer<typeof flashcardBacklogSpreadReplySchema>;

/**
 * `POST /api/flashcards/import`: multipart/form-data with one file field (`file`), an `.apkg`
 * of at most FLASHCARD_IMPORT_MAX_BYTES. Notes become own cards in decks named after the Anki
 * decks; what could not come is counted per reason.
 */
export const flashcardImportReplySchema = z.object({
  imported: z.number().int(),
  skipped: z.array(z.object({ reason: z.enum(flashcardImportSkipReasons), count: z.number().int() })),
});
export type FlashcardImportReply = z.infer<typeof flashcardImportReplySchema>;

/** `GET /api/flashcards/export.csv`: the student's own cards, columns deck, front, back. */
export const FLASHCARD_EXPORT_CSV_HEADER = ['deck', 'front', 'back'] as const;
