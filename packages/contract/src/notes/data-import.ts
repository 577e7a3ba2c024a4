/**
 * /data-import: the student's notes and pearls brought in from a file, all or nothing. The
 * formats: this app's own data export (its `user_notes.json` and `pearls.json`), a CSV with a
 * header row, and Markdown or text files (one note each). The server parses and checks every row;
 * a preview (`commit: false`) shows what would come in and which rows are bad and why; a commit
 * writes every good row in one transaction, and only when no row is bad.
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX, PEARL_CONTENT_MAX } from './api.ts';

export const dataImportApiPath = '/api/data-import';
export const DATA_IMPORT_MAX_ROWS = 2000;
const DATA_IMPORT_MAX_FILES = 200;
/** The whole request body (the files' text); larger exports are split into several imports. */
export const DATA_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
/** The CSV's columns; `title` and `content` are required, the rest optional. */
export const DATA_IMPORT_CSV_COLUMNS = ['kind', 'title', 'content', 'subject', 'subtopic', 'tags'] as const;

const dataImportFormatSchema = z.enum(['medsutra-export', 'csv', 'markdown']);
export type DataImportFormat = z.infer<typeof dataImportFormatSchema>;

export const dataImportMessages = {
  noFiles: 'Choose at least one file to import.',
  tooManyFiles: `At most ${DATA_IMPORT_MAX_FILES} files in one import.`,
  tooManyRows: `At most ${DATA_IMPORT_MAX_ROWS.toLocaleString('en-IN')} notes and pearls in one import; split the file.`,
  tooLarge: 'These files are larger than 8 MB together; import them in parts.',
  nothingFound: 'No notes or pearls were found in these files.',
  notAnExport:
    'This is not a MedSutra data export: it has neither user_notes.json nor pearls.json. Choose the ZIP from "Download my data".',
  badJson: (file: string) => `${file} is not valid JSON.`,
  csvNoHeader: 'The CSV needs a header row naming at least the columns title and content.',
  csvUnclosedQuote: 'A quoted value is never closed.',
  titleMissing: 'The title is empty.',
  titleTooLong: `The title is longer than ${NOTE_TITLE_MAX} characters.`,
  contentMissing: 'The text is empty.',
  noteTooLong: `The note is longer than ${NOTE_CONTENT_MAX.toLocaleString('en-IN')} characters.`,
  pearlTooLong: `A pearl is at most ${PEARL_CONTENT_MAX} characters.`,
  unknownKind: 'The kind must be note or pearl.',
  unknownSubject: (subject: string) => `"${subject}" is not a subject in the library.`,
  unknownSubtopic: (subtopic: string) => `"${subtopic}" is not a subtopic in the library.`,
  notUtf8: (file: string) => `${file} is not UTF-8 text.`,
  duplicate: 'Already in your notes; it will be skipped.',
  committedNothingBad: (bad: number) =>
    `Nothing was imported: ${bad} row${bad === 1 ? ' has a problem' : 's have problems'}. Fix ${bad === 1 ? 'it' : 'them'} and import again.`,
  ready: (notes: number, pearls: number) =>
    `Ready to import ${notes} note${notes === 1 ? '' : 's'} and ${pearls} pearl${pearls === 1 ? '' : 's'}.`,
  imported: (notes: number, pearls: number) =>
    `Imported ${notes} note${notes === 1 ? '' : 's'} and ${pearls} pearl${pearls === 1 ? '' : 's'}.`,
  pearlsNoXp: 'Imported pearls pay no XP: XP is for pearls you write here.',
} as const;

export const dataImportRequestSchema = z.object({
  format: dataImportFormatSchema,
  /** False: only check and preview. True: write everything, or nothing when a row is bad. */
  commit: z.boolean(),
  files: z
    .array(z.object({ name: z.string().max(300), text: z.string() }), { error: dataImportMessages.noFiles })
    .min(1, dataImportMessages.noFiles)
    .max(DATA_IMPORT_MAX_FILES, dataImportMessages.tooManyFiles),
});
export type DataImportRequest = z.infer<typeof dataImportRequestSchema>;

const dataImportRowSchema = z.object({
  file: z.string(),
  /** 1-based: a CSV's line number of the row (the header is line 1), an export's item number. */
  row: z.number().int(),
  kind: z.enum(['note', 'pearl']),
  title: z.string(),
  status: z.enum(['ok', 'duplicate', 'bad']),
  problem: z.string().nullable(),
});
export type DataImportRow = z.infer<typeof dataImportRowSchema>;

export const dataImportReplySchema = successReply({
  committed: z.boolean(),
  message: z.string(),
  counts: z.object({
    notes: z.number().int(),
    pearls: z.number().int(),
    duplicates: z.number().int(),
    bad: z.number().int(),
  }),
  rows: z.array(dataImportRowSchema),
});
export type DataImportReply = z.infer<typeof dataImportReplySchema>;
