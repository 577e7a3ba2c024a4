/**
 * The student's own notes (Markdown, versioned for offline sync), uploaded PDFs and pearls: their
 * calls, limits and user-facing messages (issue 19, docs/product-rules.md "Notes and pearls").
 */
import { z } from 'zod';
import { formatIndianNumber, PEARL_CREATED_XP } from '../economy/table.ts';
import { successReply } from '../http/reply.ts';
import { displayText, text } from '../text.ts';

export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 100_000;
export const NOTE_TAGS_MAX = 10;
export const NOTE_TAG_MAX = 40;
export const PEARL_TITLE_MAX = 150;
/** docs/product-rules.md: a pearl is up to 500 characters. */
export const PEARL_CONTENT_MAX = 500;
/** docs/product-rules.md: 100 XP each for the first 2 pearls a day (Asia/Kolkata) of at least PEARL_XP_MIN_CHARS. */
export { PEARL_XP_MIN_CHARS, PEARLS_PAID_PER_DAY } from '../economy/table.ts';

import { PEARL_XP_MIN_CHARS, PEARLS_PAID_PER_DAY } from '../economy/table.ts';
export const PEARL_XP = PEARL_CREATED_XP;
/** docs/product-rules.md: uploaded PDFs are at most 50 MB by default (PDF_MAX_BYTES configures it). */
export const PDF_DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

export const notesApiPaths = {
  notes: '/api/notes',
  note: '/api/notes/:id',
  pdfs: '/api/pdfs',
  pdfData: '/api/pdfs/:id/data',
  pdfThumbnail: '/api/pdfs/:id/thumbnail',
  pdf: '/api/pdfs/:id',
  pearls: '/api/pearls',
  pearl: '/api/pearls/:id',
  pearlShare: '/api/pearls/:id/share',
  /** The pearl's optional picture: POST (multipart `file`) to set it, GET to see it (owner only). */
  pearlImage: '/api/pearls/:id/image',
} as const;

export const notesMessages = {
  titleRequired: 'Please give the note a title.',
  titleTooLong: `A note's title can be at most ${NOTE_TITLE_MAX} characters.`,
  contentTooLong: `A note can be at most ${formatIndianNumber(NOTE_CONTENT_MAX)} characters; split it into two notes.`,
  tooManyTags: `A note can have at most ${NOTE_TAGS_MAX} tags.`,
  tagTooLong: `A tag can be at most ${NOTE_TAG_MAX} characters.`,
  unknownSubject: 'That subject is not in the library. Choose one from the list.',
  unknownSubtopic: 'That subtopic is not in the library. Choose one from the list.',
  notFound: 'This note does not exist, or it is not yours.',
  staleVersion:
    'This note was changed on another device since you opened it. Both versions are kept: choose which to keep, or merge them.',
  deleted: 'Note deleted.',
  saved: 'Note saved.',
  savedOffline: 'Saved on this device. It will sync when you are back online.',
  conflictTitle: 'This note was changed on two devices',
  keepMine: 'Keep this device’s version',
  keepTheirs: 'Keep the other version',
  keepBoth: 'Keep both (as two notes)',
  empty: 'No notes yet. Write your first note, or import some.',
  searchEmpty: 'None of your notes match that search.',
  pdfNotFound: 'This PDF does not exist, or it is not yours.',
  pdfDuplicate: 'You already have another PDF with exactly these contents.',
  pdfMissingFile: 'Choose a PDF file to upload (field "file").',
  pdfNotPdf: 'That file is not a PDF. Only PDF files can be uploaded (a renamed file is checked by its content).',
  pdfUnreadable:
    'That PDF could not be read: it looks damaged or is password-protected. Save it again as a PDF and retry.',
  pdfTooLarge: (maxMb: number) => `That file is larger than ${maxMb} MB, the upload limit. Compress it or split it.`,
  pdfTooManyPages: (pages: number, max: number) =>
    `That PDF has ${pages.toLocaleString('en-IN')} pages; MedSutra takes PDFs of up to ${max.toLocaleString('en-IN')} pages. Split it and upload the parts.`,
  pdfUnprocessable:
    'This PDF could not be processed: it asks for more time or memory than a PDF may (a huge image or a stream that unpacks to hundreds of megabytes). It is kept, without a preview; it cannot be sold in the notes store.',
  /** Beside a PDF in the student's list (the long sentence above says why). */
  pdfUnprocessableShort: 'Could not be processed: no preview, and it cannot be sold in the store.',
  fileWorkBusy: 'Too many files are being processed right now. Try again in a minute.',
  copyBeingPrepared: 'Your copy is being stamped with your name. It will be ready in a moment: try again in a minute.',
  copyUnprocessable:
    'This copy could not be prepared from the seller’s file. Ask for a refund from your orders in the notes store.',
  pdfUploaded: (pages: number) => `PDF uploaded: ${pages} page${pages === 1 ? '' : 's'}.`,
  rangeNotSatisfiable: 'That part of the file does not exist.',
  pearlTitleRequired: 'Please give the pearl a title.',
  pearlTitleTooLong: `A pearl's title can be at most ${PEARL_TITLE_MAX} characters.`,
  pearlContentRequired: 'Please write the pearl.',
  pearlContentTooLong: `A pearl is one fact in at most ${PEARL_CONTENT_MAX} characters.`,
  pearlNotFound: 'This pearl does not exist, or it is not yours.',
  pearlCreated: (xp: number) => (xp > 0 ? `Pearl saved. You earned ${xp} XP.` : 'Pearl saved.'),
  pearlNoXpShort: `Pearl saved. A pearl of ${PEARL_XP_MIN_CHARS} characters or more earns XP.`,
  pearlNoXpRepeat: 'Pearl saved. It repeats one of your pearls, so it pays no XP.',
  pearlNoXpDaily: `Pearl saved. XP is paid for your first ${PEARLS_PAID_PER_DAY} pearls a day; come back tomorrow for more.`,
  pearlAlreadyShared: 'This pearl is already on Medstagram.',
  pearlShared: 'Your pearl is on Medstagram.',
} as const;

const id = z.uuid({ error: 'That id is not valid.' });
export const noteIdParamsSchema = z.object({ id });

const title = displayText({ error: notesMessages.titleRequired })
  .trim()
  .min(1, notesMessages.titleRequired)
  .max(NOTE_TITLE_MAX, notesMessages.titleTooLong);
const content = text().max(NOTE_CONTENT_MAX, notesMessages.contentTooLong);
const libraryId = text().trim().min(1).max(120);
const tags = z
  .array(displayText().trim().min(1).max(NOTE_TAG_MAX, notesMessages.tagTooLong))
  .max(NOTE_TAGS_MAX, notesMessages.tooManyTags);

/** Where a note is filed (subject, subtopic) and its tags, as a create or an update sends them. */
const notePlaceShape = { subjectId: libraryId.nullish(), subtopicId: libraryId.nullish(), tags: tags.optional() };

export const noteCreateRequestSchema = z.object({
  title,
  content: content.default(''),
  ...notePlaceShape,
  /** An id the client made (offline), so a retried create makes one note. */
  clientId: z.uuid().optional(),
});
export type NoteCreateRequest = z.input<typeof noteCreateRequestSchema>;

export const noteUpdateRequestSchema = z.object({
  title,
  content,
  baseVersion: z.number().int().min(1),
  ...notePlaceShape,
});
export type NoteUpdateRequest = z.input<typeof noteUpdateRequestSchema>;

export const noteListQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  subtopicId: libraryId.optional(),
  subjectId: libraryId.optional(),
  tag: text().trim().max(NOTE_TAG_MAX).optional(),
});

const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  version: z.number().int(),
  subjectId: z.string().nullable(),
  subjectName: z.string().nullable(),
  subtopicId: z.string().nullable(),
  subtopicName: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteReplySchema = successReply({ note: noteSchema });
export const noteListReplySchema = successReply({ notes: z.array(noteSchema) });
const noteConflictReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.literal('version_conflict'),
  /** The version on the server now. */
  server: noteSchema,
  /** What this device sent. */
  yours: z.object({ title: z.string(), content: z.string(), baseVersion: z.number() }),
});
export type NoteConflictReply = z.infer<typeof noteConflictReplySchema>;

const pdfSchema = z.object({
  id: z.string(),
  title: z.string(),
  pageCount: z.number().int(),
  fileSize: z.number().int(),
  hasThumbnail: z.boolean(),
  /** The file passed a limit when it was processed (decision 073): kept, but never drawn or stamped. */
  unprocessable: z.boolean(),
  createdAt: z.string(),
});
export type UserPdf = z.infer<typeof pdfSchema>;
export const pdfReplySchema = successReply({ pdf: pdfSchema });
export const pdfListReplySchema = successReply({ pdfs: z.array(pdfSchema) });

export const pearlCreateRequestSchema = z.object({
  title: displayText({ error: notesMessages.pearlTitleRequired })
    .trim()
    .min(1, notesMessages.pearlTitleRequired)
    .max(PEARL_TITLE_MAX, notesMessages.pearlTitleTooLong),
  content: text({ error: notesMessages.pearlContentRequired })
    .trim()
    .min(1, notesMessages.pearlContentRequired)
    .max(PEARL_CONTENT_MAX, notesMessages.pearlContentTooLong),
  subjectId: libraryId.nullish(),
  subtopicId: libraryId.nullish(),
  /** A client-made id: a retried create makes one pearl and pays once. */
  clientId: z.uuid().optional(),
});
export type PearlCreateRequest = z.input<typeof pearlCreateRequestSchema>;
export const pearlListQuerySchema = z.object({ q: text().trim().max(200).optional() });

const pearlSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  subjectId: z.string().nullable(),
  subjectName: z.string().nullable(),
  subtopicId: z.string().nullable(),
  xpAwarded: z.number().int(),
  sharedAt: z.string().nullable(),
  /** The optional picture (a sized WebP), or null. */
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type Pearl = z.infer<typeof pearlSchema>;
export const pearlCreateReplySchema = successReply({
  pearl: pearlSchema,
  xpAwarded: z.number().int(),
  message: z.string(),
});
export const pearlReplySchema = successReply({ pearl: pearlSchema });
export const pearlListReplySchema = successReply({ pearls: z.array(pearlSchema) });
