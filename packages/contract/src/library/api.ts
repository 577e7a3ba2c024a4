/**
 * The medical library's calls: browse the syllabus, open a subtopic, search, report an error, and
 * the admin queue of reports. The files the library is made from are described in `content.ts`.
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { difficultySchema, LIBRARY_SUBJECT_IDS, yieldSchema } from './content.ts';
import { itemMessages, itemReportFiguresSchema } from './item-figures.ts';
import { libraryMessages } from './messages.ts';
import { QUESTION_FORMATS } from './question-body.ts';
import { questionBodyShape, questionPlaceShape } from './question-body-schema.ts';

export const libraryApiPaths = {
  subjects: '/api/library/subjects',
  subject: '/api/library/subjects/:subjectId',
  subtopic: '/api/library/subtopics/:subtopicId',
  stats: '/api/library/stats',
  question: '/api/library/questions/:questionId',
  search: '/api/library/search',
  reports: '/api/library/reports',
  adminReports: '/api/admin/library-reports',
  adminReport: '/api/admin/library-reports/:reportId',
  adminQuestionDifficulty: '/api/admin/library-questions/:questionId/difficulty',
  adminImport: '/api/admin/library-import',
} as const;

export const librarySubjectPath = (id: string) => `/api/library/subjects/${encodeURIComponent(id)}`;
export const librarySubtopicPath = (id: string) => `/api/library/subtopics/${encodeURIComponent(id)}`;
export const libraryQuestionPath = (id: string) => `/api/library/questions/${encodeURIComponent(id)}`;
export const librarySearchPath = (q: string) => `/api/library/search?q=${encodeURIComponent(q)}`;
export const libraryAdminReportPath = (id: string) => `/api/admin/library-reports/${encodeURIComponent(id)}`;
export const libraryAdminQuestionDifficultyPath = (id: string) =>
  `/api/admin/library-questions/${encodeURIComponent(id)}/difficulty`;

/** PostgreSQL text cannot hold a NUL character: refused at the door, never sent to the database. */
const withoutNul = (value: string) => !value.includes('\u0000');

export const LIBRARY_SEARCH_MIN = 2;
export const LIBRARY_SEARCH_MAX = 200;
export const LIBRARY_REPORT_TEXT_MAX = 2000;

/**
 * Where a piece of text came from (docs/product-rules.md, AI honesty), shown wherever it appears:
 * `library-offline` composed from the library without a model, `library` written by a model from
 * retrieved library passages (with citations), `general` a model's answer without library support.
 */
export const groundingSchema = z.enum(['library-offline', 'library', 'general']);
export type Grounding = z.infer<typeof groundingSchema>;
export const groundingLabels: Record<Grounding, string> = {
  'library-offline': 'From the MedSutra library (offline)',
  library: 'From the MedSutra library',
  general: 'General answer — not from the MedSutra library, verify it',
};

// ---- Browse ---------------------------------------------------------------------------------

const librarySubjectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  topicCount: z.number().int(),
  subtopicCount: z.number().int(),
  /** Subtopics that have high-yield notes. */
  notedCount: z.number().int(),
  questionCount: z.number().int(),
});

export const librarySubjectsReplySchema = successReply({
  subjects: z.array(librarySubjectSummarySchema),
  subtopicTotal: z.number().int(),
});
export type LibrarySubjectsReply = z.infer<typeof librarySubjectsReplySchema>;

export const librarySubjectParamsSchema = z.object({
  subjectId: z.string().regex(/^[a-z0-9-]{1,80}$/, libraryMessages.subjectNotFound),
});

const librarySubtopicSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  yield: yieldSchema,
  hasNotes: z.boolean(),
});
export const librarySubjectReplySchema = successReply({
  subject: z.object({ id: z.string(), name: z.string() }),
  topics: z.array(z.object({ id: z.string(), name: z.string(), subtopics: z.array(librarySubtopicSummarySchema) })),
});
export type LibrarySubjectReply = z.infer<typeof librarySubjectReplySchema>;

export const librarySubtopicParamsSchema = z.object({
  subtopicId: z.string().regex(/^[a-z0-9.-]{1,200}$/, libraryMessages.subtopicNotFound),
});

const libraryNoteFigureSchema = z.object({
  id: z.string(),
  caption: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A subtopic's note as the viewer shows it: the content file's note (`content.ts`), figures resolved. */
const libraryNotesSchema = z.object({
  sections: z.array(z.object({ heading: z.string(), points: z.array(z.string()) })),
  tables: z.array(z.object({ title: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) })),
  mnemonics: z.array(z.object({ mnemonic: z.string(), expansion: z.string() })),
  traps: z.array(z.string()),
  figures: z.array(libraryNoteFigureSchema),
  references: z.array(z.string()),
  /** When it was written and when a reviewer last read it (null before its first review), YYYY-MM-DD. */
  written: z.string().nullable(),
  lastReviewed: z.string().nullable(),
  /** The version a report of these notes is kept with. */
  version: z.string(),
  source: z.string(),
  licence: z.string(),
});

export const librarySubtopicReplySchema = successReply({
  subtopic: z.object({
    id: z.string(),
    name: z.string(),
    yield: yieldSchema,
    aliases: z.array(z.string()),
    subject: z.object({ id: z.string(), name: z.string() }),
    topic: z.object({ id: z.string(), name: z.string() }),
    /** Null when this subtopic has no notes yet: the screen says so (`libraryMessages.noNotes`). */
    notes: libraryNotesSchema.nullable(),
    /** Its neighbours in the same topic, for moving on. */
    related: z.array(z.object({ id: z.string(), name: z.string() })),
    questionCount: z.number().int(),
  }),
});
export type LibrarySubtopicReply = z.infer<typeof librarySubtopicReplySchema>;
export type LibraryNotes = z.infer<typeof libraryNotesSchema>;

// ---- One question, without its answer -------------------------------------------------------

export const libraryQuestionParamsSchema = z.object({
  questionId: z.string().regex(/^[a-z0-9.-]{1,200}$/, libraryMessages.questionNotFound),
});
/** A question as a student sees it before answering (the tutor shows the one a thread is about). */
export const libraryQuestionReplySchema = successReply({
  question: z.object({
    id: z.string(),
    ...questionPlaceShape,
    ...questionBodyShape,
    options: z.array(z.string()),
  }),
});
export type LibraryQuestionReply = z.infer<typeof libraryQuestionReplySchema>;

// ---- Stats ----------------------------------------------------------------------------------

const countsOf = <K extends string>(keys: readonly [K, ...K[]]) => z.record(z.enum(keys), z.number().int());
const notesOfYieldSchema = z.object({
  count: z.number().int(),
  /** Words over points, table cells, mnemonics and traps (`noteWordCount`). */
  medianWords: z.number(),
  withTable: z.number().int(),
});

/** `GET /api/library/stats`: how much the library holds, and where it is thin. */
export const libraryStatsReplySchema = z.object({
  questions: z.number().int(),
  notes: z.number().int(),
  cases: z.number().int(),
  /** Figures the project's code draws (the figure catalogue). */
  images: z.number().int(),
  questionsBySubject: countsOf(LIBRARY_SUBJECT_IDS),
  questionsByFormat: countsOf(QUESTION_FORMATS),
  questionsByDifficulty: countsOf(['easy', 'medium', 'hard'] as const),
  subtopicsWithoutQuestions: z.number().int(),
  highYieldSubtopicsUnder12Questions: z.number().int(),
  notesByYield: z.object({ high: notesOfYieldSchema, medium: notesOfYieldSchema, low: notesOfYieldSchema }),
});
export type LibraryStatsReply = z.infer<typeof libraryStatsReplySchema>;

// ---- Search ---------------------------------------------------------------------------------

export const librarySearchQuerySchema = z.object({
  q: z
    .string(libraryMessages.searchRequired)
    .trim()
    .min(LIBRARY_SEARCH_MIN, libraryMessages.searchTooShort)
    .max(LIBRARY_SEARCH_MAX, libraryMessages.searchTooLong)
    .refine(withoutNul, libraryMessages.searchTooShort)
    .prefault(''),
});

const librarySearchKindSchema = z.enum(['subtopic', 'question', 'case']);

const librarySearchHitSchema = z.object({
  kind: librarySearchKindSchema,
  id: z.string(),
  subjectId: z.string(),
  subtopicId: z.string().nullable(),
  title: z.string(),
  /** The start of its text. A question's never includes its answer or explanation. */
  snippet: z.string(),
  score: z.number(),
});
export type LibrarySearchHit = z.infer<typeof librarySearchHitSchema>;

/** One of the asker's own notes that matched: shown only to its owner, marked "your note". */
const libraryOwnNoteHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The text around the first matched word. */
  snippet: z.string(),
  subjectName: z.string().nullable(),
  subtopicName: z.string().nullable(),
});
export type LibraryOwnNoteHit = z.infer<typeof libraryOwnNoteHitSchema>;

export const librarySearchReplySchema = successReply({
  query: z.string(),
  /** Abbreviations and synonyms that were searched too ("MI" → "myocardial infarction"). */
  alsoSearched: z.array(z.string()),
  /** False when nothing matched every word and these are the closest partial matches. */
  exact: z.boolean(),
  results: z.array(librarySearchHitSchema),
  /** The asker's own notes that contain every word searched (never anyone else's). */
  yourNotes: z.array(libraryOwnNoteHitSchema),
});
export type LibrarySearchReply = z.infer<typeof librarySearchReplySchema>;

// ---- Reports --------------------------------------------------------------------------------

const libraryItemKindSchema = z.enum(['note', 'question', 'case']);
export type LibraryItemKind = z.infer<typeof libraryItemKindSchema>;
export const libraryReportReasonSchema = z.enum([
  'wrong-fact',
  'outdated',
  'wrong-answer',
  'unclear',
  'missing-reference',
  'typo',
  'other',
]);
export type LibraryReportReason = z.infer<typeof libraryReportReasonSchema>;
export const libraryReportReasonLabels: Record<LibraryReportReason, string> = {
  'wrong-fact': 'A fact is wrong',
  outdated: 'It is out of date',
  'wrong-answer': 'The marked answer is wrong',
  unclear: 'It is unclear or has two defensible answers',
  'missing-reference': 'The reference is missing or wrong',
  typo: 'Spelling or grammar',
  other: 'Something else',
};

export const libraryReportRequestSchema = z.object({
  itemKind: z.enum(libraryItemKindSchema.options, libraryMessages.reportKindRequired),
  itemId: z
    .string(libraryMessages.reportItemRequired)
    .trim()
    .regex(/^[a-z0-9.-]{1,200}$/, libraryMessages.reportUnknownItem),
  reason: z.enum(libraryReportReasonSchema.options, libraryMessages.reportReasonRequired),
  text: z
    .string()
    .trim()
    .max(LIBRARY_REPORT_TEXT_MAX, libraryMessages.reportTextTooLong)
    .refine(withoutNul, libraryMessages.reportTextInvalid)
    .prefault(''),
});
export type LibraryReportRequest = z.infer<typeof libraryReportRequestSchema>;

export const libraryReportReplySchema = successReply({ message: z.string(), reportId: z.string() });

const libraryReportStatusSchema = z.enum(['open', 'fixed', 'rejected']);
export type LibraryReportStatus = z.infer<typeof libraryReportStatusSchema>;

export const libraryAdminReportsQuerySchema = z.object({
  status: libraryReportStatusSchema.optional(),
});

const libraryAdminReportSchema = z.object({
  id: z.string(),
  itemKind: libraryItemKindSchema,
  itemId: z.string(),
  /** The version the report was made against, and whether the item has changed since. */
  itemVersion: z.string(),
  itemChanged: z.boolean(),
  /** What the item says now (null when it has been removed from the library). */
  item: z
    .object({
      title: z.string(),
      lines: z.array(z.string()),
      references: z.array(z.string()),
    })
    .nullable(),
  reason: libraryReportReasonSchema,
  text: z.string(),
  status: libraryReportStatusSchema,
  /** A student's report, or one the item analysis filed for a flagged question (decision 145). */
  source: z.enum(['student', 'item-analysis']),
  /** The item analysis's figures, on its own reports (null on a student's). */
  figures: itemReportFiguresSchema.nullable(),
  reporterName: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type LibraryAdminReport = z.infer<typeof libraryAdminReportSchema>;

export const libraryAdminReportsReplySchema = successReply({ reports: z.array(libraryAdminReportSchema) });
export type LibraryAdminReportsReply = z.infer<typeof libraryAdminReportsReplySchema>;

export const libraryAdminReportParamsSchema = z.object({ reportId: z.uuid(libraryMessages.reportNotFound) });
export const libraryAdminResolveRequestSchema = z.object({
  status: z.enum(['fixed', 'rejected'], libraryMessages.resolveStatusRequired),
});
export const libraryAdminResolveReplySchema = successReply({ message: z.string(), report: libraryAdminReportSchema });

/** An admin corrects a question's difficulty label from its figures (kept over the library's re-import). */
export const libraryAdminQuestionParamsSchema = z.object({
  questionId: z.string().regex(/^[a-z0-9.-]{1,200}$/, itemMessages.questionNotFound),
});
export const libraryAdminDifficultyRequestSchema = z.object({
  difficulty: z.enum(difficultySchema.options, itemMessages.difficultyRequired),
});
/** DELETE on the same path: back to the library file's label (decision 151). */
export const libraryAdminDifficultyReplySchema = successReply({
  message: z.string(),
  questionId: z.string(),
  difficulty: difficultySchema,
});

// ---- An institution's own content (admins) --------------------------------------------------

const LIBRARY_IMPORT_TEXT_MAX = 900_000;

export const libraryImportRequestSchema = z.object({
  fileName: z
    .string(libraryMessages.importFileRequired)
    .trim()
    .regex(/\.(csv|json|jsonl|ndjson)$/i, libraryMessages.importFileType)
    .refine(withoutNul, libraryMessages.importFileType),
  text: z
    .string(libraryMessages.importFileRequired)
    .min(1, libraryMessages.importFileRequired)
    .max(LIBRARY_IMPORT_TEXT_MAX, libraryMessages.importFileTooLarge)
    .refine(withoutNul, libraryMessages.importTextInvalid),
  source: z
    .string(libraryMessages.importSourceRequired)
    .trim()
    .min(2, libraryMessages.importSourceRequired)
    .max(200)
    .refine(withoutNul, libraryMessages.importSourceRequired),
  licence: z
    .string(libraryMessages.importLicenceRequired)
    .trim()
    .min(2, libraryMessages.importLicenceRequired)
    .max(300)
    .refine(withoutNul, libraryMessages.importLicenceRequired),
});
export type LibraryImportRequest = z.infer<typeof libraryImportRequestSchema>;

export const libraryImportReplySchema = successReply({
  message: z.string(),
  imported: z.object({ notes: z.number().int(), questions: z.number().int(), cases: z.number().int() }),
  unchanged: z.number().int(),
});
export type LibraryImportReply = z.infer<typeof libraryImportReplySchema>;
/** A refused import's reply carries every rejected row (`rejected`) beside the message. */
const libraryImportRejectedRowSchema = z.object({ line: z.number().int(), reason: z.string() });
export type LibraryImportRejectedRow = z.infer<typeof libraryImportRejectedRowSchema>;
