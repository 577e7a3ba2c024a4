/**
 * Uploaded PDFs: checked by their content (the `%PDF-` signature here, then a full parse in the
 * file work child process, decision 073), never by name or declared type; the page count comes
 * from the parse. The bytes go to the file store under `pdfs/<user>/<id>.pdf`, and only their
 * owner may read them back. A file that passes a limit of the file work is kept, marked
 * unprocessable; one that is not a PDF, or has too many pages, is refused with a sentence.
 */
import crypto from 'node:crypto';
import { notesMessages, type UserPdf } from '@medsutra/contract/notes/api';
import type { FileStore, StoredFile } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/hash.ts';
import type { WatermarkMark } from '../../lib/pdf-watermark.ts';
import { watermarkLine } from '../../lib/pdf-watermark.ts';
import { readAll } from '../../lib/read-stream.ts';
import type { FileWork } from '../../lib/untrusted/file-work.ts';
import { FileLimitError, FileUnreadableError, isFileLimitError } from '../../lib/untrusted/limits.ts';
import { FileWorkBusyError } from '../../lib/untrusted/pool.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { createNotesRepository, type NotesRepository, type PdfRow } from './repository.ts';

const PDF_SIGNATURE = Buffer.from('%PDF-');
/** The PDF standard lets the signature start within the first 1,024 bytes. */
const SIGNATURE_WINDOW = 1024;

function looksLikePdf(bytes: Buffer): boolean {
  const at = bytes.subarray(0, SIGNATURE_WINDOW + PDF_SIGNATURE.length).indexOf(PDF_SIGNATURE);
  return at >= 0 && at <= SIGNATURE_WINDOW;
}

/** Too many files are waiting for the file work: 503, with when to try again. */
function fileWorkBusy(): AppError {
  return new AppError('unavailable', notesMessages.fileWorkBusy, { headers: { 'retry-after': '60' } });
}

/**
 * The page count (null when the parse passed a limit: the file is kept, unprocessable), or a 4xx
 * saying why the file is not a PDF this app can take.
 */
async function inspectPdf(fileWork: FileWork, bytes: Buffer): Promise<{ pageCount: number | null }> {
  if (!looksLikePdf(bytes)) throw new AppError('unsupportedMediaType', notesMessages.pdfNotPdf);
  try {
    return await fileWork.inspectPdf(bytes);
  } catch (error) {
    if (error instanceof FileUnreadableError) throw badRequest(notesMessages.pdfUnreadable);
    if (error instanceof FileWorkBusyError) throw fileWorkBusy();
    if (error instanceof FileLimitError && error.kind === 'pages') {
      const pages = Number(/^(\d+) pages/.exec(error.message)?.[1] ?? 0);
      throw badRequest(notesMessages.pdfTooManyPages(pages, fileWork.limits.maxPages));
    }
    if (isFileLimitError(error)) return { pageCount: null };
    throw error;
  }
}

/** A title from the file name: no folders, no extension, no control characters. */
function pdfTitleFromName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const title = base
    .replace(/\.pdf$/i, '')
    .replace(/\p{Cc}|[\u202A-\u202E\u2066-\u2069]/gu, '')
    .trim()
    .slice(0, 200);
  return title || 'Untitled PDF';
}

function toUserPdf(row: PdfRow): UserPdf {
  return {
    id: row.id,
    title: row.title,
    pageCount: row.pageCount,
    fileSize: row.fileSize,
    hasThumbnail: row.thumbnailKey !== null,
    unprocessable: row.unprocessable,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The watermark a PDF is stamped with when served, or null for none (set by the notes store). */
export type PdfWatermarkLookup = (row: PdfRow, user: SessionUser) => Promise<WatermarkMark | null>;

/**
 * Where a purchased copy's stamped bytes are kept (decision 069): beside the buyer's other PDFs,
 * named by the copy, its order, the source file's sha256 and the watermark's own digest, so a new
 * source file or a changed name or email makes a new key (and the copy is stamped again).
 */
function stampedCopyKey(row: Pick<PdfRow, 'id' | 'userId' | 'sha256'>, mark: WatermarkMark): string {
  const markDigest = sha256Hex(watermarkLine(mark)).slice(0, 12);
  return `pdfs/${row.userId}/${row.id}.stamped-${mark.orderId}-${row.sha256.slice(0, 16)}-${markDigest}.pdf`;
}
/** Throws (a 4xx) when a purchased copy may not be opened now, though its owner still lists it. */
export type PdfOpenCheck = (row: PdfRow, user: SessionUser) => Promise<void>;

/** The stamp job's data: the purchased copy, stamped with its buyer's current watermark. */
export interface StampJobData {
  pdfId: string;
}
export const NOTES_STAMP_JOB = 'notes-stamp-copy';
/** How long a download waits for its copy's stamp job before it asks the buyer to come back. */
const STAMP_WAIT_MS = 20_000;

/**
 * The purchased-PDFs module, the one writer of purchased copies' rows (given at wiring: it
 * imports this module's types, so this one cannot import it).
 */
export interface PurchasedCopies {
  remove(exec: Database, input: { userId: string; pdfId: string }): Promise<() => Promise<void>>;
  recordStampedCopy(exec: Database, pdfId: string, key: string): Promise<void>;
  markUnprocessable(exec: Database, pdfId: string): Promise<void>;
}

export function createPdfService(deps: {
  db: Database;
  /** Writes purchased copies' rows (this module writes only the student's own PDFs). */
  purchased: PurchasedCopies;
  repository?: NotesRepository;
  files: FileStore;
  now?: () => Date;
  /** The one pool that parses, draws and stamps untrusted PDFs (decision 073). */
  fileWork: FileWork;
  /** The queue the stamp job goes on (a purchased copy is stamped off the request). */
  jobs: Pick<JobQueue, 'send'>;
  /** Purchased copies are stamped with their buyer and order; filled in at wiring. */
  watermarkFor?: PdfWatermarkLookup;
  /** Stamps a copy (the file work's stamp by default); tests count its calls. */
  stamp?: (bytes: Uint8Array, mark: WatermarkMark) => Promise<Uint8Array>;
  /** Purchased copies a plan included close when the plan ends (the Golden Med Store's check); filled in at wiring. */
  checkOpens?: PdfOpenCheck;
  /** Where a failed thumbnail is logged (the upload itself still succeeds). */
  logger?: { warn(object: object, message: string): void };
  /** How long a download waits for its stamp job (tests shorten it). */
  stampWaitMs?: number;
}) {
  const { db, fileWork } = deps;
  const repository = deps.repository ?? createNotesRepository();
  const clock = deps.now ?? (() => new Date());
  const stamp = deps.stamp ?? ((bytes: Uint8Array, mark: WatermarkMark) => fileWork.stamp(bytes, mark));

  async function ownPdf(user: SessionUser, id: string): Promise<PdfRow> {
    const row = await repository.findPdf(db, id);
    if (!row) throw notFound(notesMessages.pdfNotFound);
    // The PDF exists but is someone else's: 403, and nothing of it in the reply.
    if (row.userId !== user.id) throw new AppError('forbidden', notesMessages.pdfNotFound);
    return row;
  }

  /**
   * Draws the first page as the PDF's thumbnail, in the file work's child process. A file past a
   * limit is marked unprocessable; one pdf.js cannot draw is kept without a thumbnail.
   */
  async function withThumbnail(row: PdfRow, bytes: Buffer): Promise<PdfRow> {
    if (row.unprocessable) return row;
    try {
      const [first] = await fileWork.renderPages(bytes, [1], 240);
      if (!first) return row;
      const thumbnailKey = `pdfs/${row.userId}/${row.id}-${row.sha256.slice(0, 16)}.thumb.png`;
      await deps.files.put(thumbnailKey, first.png);
      await repository.setPdfThumbnail(db, row.id, thumbnailKey);
      return { ...row, thumbnailKey };
    } catch (error) {
      if (isFileLimitError(error)) {
        await repository.setPdfUnprocessable(db, row.id);
        return { ...row, unprocessable: true };
      }
      deps.logger?.warn({ err: error, pdfId: row.id }, 'no thumbnail for an uploaded PDF');
      return row;
    }
  }

  /**
   * The key of the buyer's stamped copy for this watermark once it is stored. The stamp itself is
   * the stamp job's (off the request, in the file work's child); the download waits a while for it
   * and otherwise asks the buyer to come back.
   */
  async function stampedCopy(row: PdfRow, mark: WatermarkMark): Promise<string> {
    const key = stampedCopyKey(row, mark);
    if (row.stampedFileKey === key && (await deps.files.size(key)) !== null) return key;
    if (row.unprocessable) throw new AppError('conflict', notesMessages.copyUnprocessable);
    await deps.jobs.send<StampJobData>(NOTES_STAMP_JOB, { pdfId: row.id });
    const deadline = Date.now() + (deps.stampWaitMs ?? STAMP_WAIT_MS);
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = await repository.findPdf(db, row.id);
      if (!now) throw notFound(notesMessages.pdfNotFound);
      if (now.unprocessable) throw new AppError('conflict', notesMessages.copyUnprocessable);
      if (now.stampedFileKey === key) return key;
    }
    throw new AppError('unavailable', notesMessages.copyBeingPrepared, { headers: { 'retry-after': '30' } });
  }

  return {
    /**
     * The stamp job: stamps the purchased copy with its buyer's current watermark and keeps it,
     * once per buyer and watermark (a re-run finds it stored). A file that passes a limit marks the
     * copy unprocessable and ends the job without a retry; an earlier mark ends a retried job.
     */
    async stampCopy(data: StampJobData): Promise<void> {
      const row = await repository.findPdf(db, data.pdfId);
      if (row?.origin !== 'purchased' || row.unprocessable || !deps.watermarkFor) return;
      const mark = await deps.watermarkFor(row, { id: row.userId } as SessionUser);
      if (!mark) return;
      const key = stampedCopyKey(row, mark);
      if (row.stampedFileKey === key && (await deps.files.size(key)) !== null) return;
      const source = await deps.files.get(row.fileKey);
      if (!source) return;
      let stamped: Buffer;
      try {
        stamped = Buffer.from(await stamp(await readAll(source.stream), mark));
      } catch (error) {
        if (isFileLimitError(error) || error instanceof FileUnreadableError) {
          deps.logger?.warn({ err: error, pdfId: row.id }, 'a purchased copy could not be stamped');
          await deps.purchased.markUnprocessable(db, row.id);
          return;
        }
        throw error;
      }
      await deps.files.put(key, stamped);
      await deps.purchased.recordStampedCopy(db, row.id, key);
      if (row.stampedFileKey && row.stampedFileKey !== key) await deps.files.delete(row.stampedFileKey);
    },

    /** A new PDF of the owner's (the same bytes again answer the earlier PDF). Only `user.id` is read. */
    async upload(
      user: Pick<SessionUser, 'id'>,
      input: { filename: string | undefined; bytes: Buffer },
    ): Promise<UserPdf> {
      const { pageCount } = await inspectPdf(fileWork, input.bytes);
      const id = crypto.randomUUID();
      const fileKey = `pdfs/${user.id}/${id}.pdf`;
      const sha256 = sha256Hex(input.bytes);
      await deps.files.put(fileKey, input.bytes);
      const row = await repository.insertPdf(db, {
        id,
        userId: user.id,
        title: pdfTitleFromName(input.filename),
        fileKey,
        fileSize: input.bytes.length,
        pageCount: pageCount ?? 0,
        sha256,
        unprocessable: pageCount === null,
        createdAt: clock(),
      });
      // The same file again: the earlier row stands, and this copy of the bytes goes.
      if (row.id !== id) {
        await deps.files.delete(fileKey);
        return toUserPdf(row);
      }
      return toUserPdf(await withThumbnail(row, input.bytes));
    },

    /**
     * New bytes for one of the owner's PDFs, keeping its id, title and everything that points at
     * it (a Drive file changed since it was imported). The same checks as an upload. Bytes that
     * another of the owner's PDFs already holds are refused (409): the two would be one PDF.
     */
    async replace(user: Pick<SessionUser, 'id'>, id: string, input: { bytes: Buffer }): Promise<UserPdf> {
      const current = await repository.findPdf(db, id);
      if (!current || current.userId !== user.id) throw notFound(notesMessages.pdfNotFound);
      const { pageCount } = await inspectPdf(fileWork, input.bytes);
      const sha256 = sha256Hex(input.bytes);
      if (current.sha256 === sha256) return toUserPdf(current);
      if (await repository.findPdfBySha(db, user.id, sha256)) {
        throw new AppError('conflict', notesMessages.pdfDuplicate);
      }
      // A new key, so the old bytes stay readable until the row points at the new ones.
      const fileKey = `pdfs/${user.id}/${id}-${sha256.slice(0, 16)}.pdf`;
      await deps.files.put(fileKey, input.bytes);
      const row = await repository.replacePdfContent(db, id, user.id, {
        fileKey,
        fileSize: input.bytes.length,
        pageCount: pageCount ?? 0,
        sha256,
        unprocessable: pageCount === null,
      });
      if (!row) {
        await deps.files.delete(fileKey);
        throw notFound(notesMessages.pdfNotFound);
      }
      await deps.files.delete(current.fileKey);
      if (current.thumbnailKey) await deps.files.delete(current.thumbnailKey);
      return toUserPdf(await withThumbnail(row, input.bytes));
    },

    async list(user: SessionUser, origin?: PdfRow['origin']): Promise<UserPdf[]> {
      return (await repository.listPdfs(db, user.id, origin)).map(toUserPdf);
    },

    async pdf(user: SessionUser, id: string): Promise<UserPdf> {
      return toUserPdf(await ownPdf(user, id));
    },

    /**
     * The owner's bytes, whole or a byte range; `size` is always the whole file's. A store
     * purchase is served from its stamped copy, stamped on the first download and kept.
     */
    async data(
      user: SessionUser,
      id: string,
      range?: (size: number) => { start: number; end: number } | null,
    ): Promise<{
      row: PdfRow;
      file: StoredFile;
      size: number;
      part: { start: number; end: number } | null;
    }> {
      const row = await ownPdf(user, id);
      if (row.origin === 'purchased' && deps.checkOpens) await deps.checkOpens(row, user);
      const mark = deps.watermarkFor ? await deps.watermarkFor(row, user) : null;
      const key = mark ? await stampedCopy(row, mark) : row.fileKey;
      const size = await deps.files.size(key);
      if (size === null) throw notFound(notesMessages.pdfNotFound);
      const part = range ? range(size) : null;
      const file = await deps.files.get(key, part ?? undefined);
      if (!file) throw notFound(notesMessages.pdfNotFound);
      return { row, file, size, part };
    },

    /** The owner's first-page thumbnail (PNG), or 404 when none was made. */
    async thumbnail(user: SessionUser, id: string): Promise<StoredFile> {
      const row = await ownPdf(user, id);
      const file = row.thumbnailKey ? await deps.files.get(row.thumbnailKey) : null;
      if (!file) throw notFound(notesMessages.pdfNotFound);
      return file;
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      const owned = await ownPdf(user, id);
      if (owned.origin === 'purchased') {
        const deleteFiles = await deps.purchased.remove(db, { userId: user.id, pdfId: id });
        await deleteFiles();
        return;
      }
      const row = await repository.deleteOwnPdf(db, id, user.id);
      if (!row) return;
      await deps.files.delete(row.fileKey);
      if (row.thumbnailKey) await deps.files.delete(row.thumbnailKey);
      if (row.stampedFileKey) await deps.files.delete(row.stampedFileKey);
    },
  };
}

export type PdfService = ReturnType<typeof createPdfService>;
