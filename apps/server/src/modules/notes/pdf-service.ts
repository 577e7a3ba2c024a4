/**
 * Uploaded PDFs: checked by their content (the `%PDF-` signature and a full parse by pdf-lib, a
 * pure-JS library), never by name or declared type; the page count comes from the parse. The bytes
 * go to the file store under `pdfs/<user>/<id>.pdf`, and only their owner may read them back.
 */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { notesMessages, type UserPdf } from '@medsutra/contract/notes/api';
import type { FileStore, StoredFile } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { stampWatermark, type WatermarkMark } from '../../lib/pdf-watermark.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { createNotesRepository, type NotesRepository, type PdfRow } from './repository.ts';

const PDF_SIGNATURE = Buffer.from('%PDF-');
/** The PDF standard lets the signature start within the first 1,024 bytes. */
const SIGNATURE_WINDOW = 1024;

export function looksLikePdf(bytes: Buffer): boolean {
  const at = bytes.subarray(0, SIGNATURE_WINDOW + PDF_SIGNATURE.length).indexOf(PDF_SIGNATURE);
  return at >= 0 && at <= SIGNATURE_WINDOW;
}

/** The page count, or a 400 saying why the file is not a PDF this app can show. */
export async function readPdfPageCount(bytes: Buffer): Promise<number> {
  if (!looksLikePdf(bytes)) throw new AppError('unsupportedMediaType', notesMessages.pdfNotPdf);
  // pdf-lib (~2 MB of JavaScript) loads on the first upload, not at start (docs/decisions/064).
  const { PDFDocument } = await import('pdf-lib');
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
    const pages = document.getPageCount();
    if (pages < 1) throw new Error('no pages');
    return pages;
  } catch {
    throw badRequest(notesMessages.pdfUnreadable);
  }
}

/** A title from the file name: no folders, no extension, no control characters. */
export function pdfTitleFromName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const title = base
    .replace(/\.pdf$/i, '')
    .replace(/\p{Cc}|[\u202A-\u202E\u2066-\u2069]/gu, '')
    .trim()
    .slice(0, 200);
  return title || 'Untitled PDF';
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export function toUserPdf(row: PdfRow): UserPdf {
  return {
    id: row.id,
    title: row.title,
    pageCount: row.pageCount,
    fileSize: row.fileSize,
    hasThumbnail: row.thumbnailKey !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The watermark a PDF is stamped with when served, or null for none (set by the notes store). */
export type PdfWatermarkLookup = (row: PdfRow, user: SessionUser) => Promise<WatermarkMark | null>;

export function createPdfService(deps: {
  db: Database;
  repository?: NotesRepository;
  files: FileStore;
  now?: () => Date;
  /** Purchased copies are stamped with their buyer and order; filled in at wiring. */
  watermarkFor?: PdfWatermarkLookup;
  /** Renders a PDF's first page as a PNG (lib/pdf-pages.ts); without it no thumbnail is made. */
  renderThumbnail?: (bytes: Uint8Array) => Promise<Buffer | null>;
  /** Where a failed thumbnail is logged (the upload itself still succeeds). */
  logger?: { warn(object: object, message: string): void };
}) {
  const { db } = deps;
  const repository = deps.repository ?? createNotesRepository();
  const clock = deps.now ?? (() => new Date());

  async function ownPdf(user: SessionUser, id: string): Promise<PdfRow> {
    const row = await repository.findPdf(db, id);
    if (!row) throw notFound(notesMessages.pdfNotFound);
    // The PDF exists but is someone else's: 403, and nothing of it in the reply.
    if (row.userId !== user.id) throw new AppError('forbidden', notesMessages.pdfNotFound);
    return row;
  }

  return {
    async upload(user: SessionUser, input: { filename: string | undefined; bytes: Buffer }): Promise<UserPdf> {
      const pageCount = await readPdfPageCount(input.bytes);
      const id = crypto.randomUUID();
      const fileKey = `pdfs/${user.id}/${id}.pdf`;
      const sha256 = crypto.createHash('sha256').update(input.bytes).digest('hex');
      await deps.files.put(fileKey, input.bytes);
      const row = await repository.insertPdf(db, {
        id,
        userId: user.id,
        title: pdfTitleFromName(input.filename),
        fileKey,
        fileSize: input.bytes.length,
        pageCount,
        sha256,
        createdAt: clock(),
      });
      // The same file again: the earlier row stands, and this copy of the bytes goes.
      if (row.id !== id) {
        await deps.files.delete(fileKey);
        return toUserPdf(row);
      }
      if (!deps.renderThumbnail) return toUserPdf(row);
      try {
        const png = await deps.renderThumbnail(input.bytes);
        if (!png) return toUserPdf(row);
        const thumbnailKey = `pdfs/${user.id}/${id}.thumb.png`;
        await deps.files.put(thumbnailKey, png);
        await repository.setPdfThumbnail(db, id, thumbnailKey);
        return toUserPdf({ ...row, thumbnailKey });
      } catch (error) {
        // pdf-lib read it, pdf.js could not draw it: the PDF is kept, without a thumbnail.
        deps.logger?.warn({ err: error, pdfId: id }, 'no thumbnail for an uploaded PDF');
        return toUserPdf(row);
      }
    },

    async list(user: SessionUser, origin?: PdfRow['origin']): Promise<UserPdf[]> {
      return (await repository.listPdfs(db, user.id, origin)).map(toUserPdf);
    },

    async pdf(user: SessionUser, id: string): Promise<UserPdf> {
      return toUserPdf(await ownPdf(user, id));
    },

    /** The owner's bytes, whole or a byte range; `size` is always the whole file's. */
    async data(
      user: SessionUser,
      id: string,
      range?: (size: number) => { start: number; end: number } | null,
    ): Promise<{
      row: PdfRow;
      file: StoredFile;
      size: number;
      part: { start: number; end: number } | null;
      stamped: boolean;
    }> {
      const row = await ownPdf(user, id);
      const mark = deps.watermarkFor ? await deps.watermarkFor(row, user) : null;
      if (mark) {
        // A stamped copy is made whole for each request; it is served whole (no ranges).
        const stored = await deps.files.get(row.fileKey);
        if (!stored) throw notFound(notesMessages.pdfNotFound);
        const stamped = Buffer.from(await stampWatermark(await streamToBuffer(stored.stream), mark));
        return {
          row,
          file: { size: stamped.length, stream: Readable.from([stamped]) },
          size: stamped.length,
          part: null,
          stamped: true,
        };
      }
      const size = await deps.files.size(row.fileKey);
      if (size === null) throw notFound(notesMessages.pdfNotFound);
      const part = range ? range(size) : null;
      const file = await deps.files.get(row.fileKey, part ?? undefined);
      if (!file) throw notFound(notesMessages.pdfNotFound);
      return { row, file, size, part, stamped: false };
    },

    /** The owner's first-page thumbnail (PNG), or 404 when none was made. */
    async thumbnail(user: SessionUser, id: string): Promise<StoredFile> {
      const row = await ownPdf(user, id);
      const file = row.thumbnailKey ? await deps.files.get(row.thumbnailKey) : null;
      if (!file) throw notFound(notesMessages.pdfNotFound);
      return file;
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      await ownPdf(user, id);
      const row = await repository.deletePdf(db, id, user.id);
      // A purchased copy's bytes belong to the store (other buyers read them too).
      if (row && row.origin === 'own') {
        await deps.files.delete(row.fileKey);
        if (row.thumbnailKey) await deps.files.delete(row.thumbnailKey);
      }
    },
  };
}

export type PdfService = ReturnType<typeof createPdfService>;
