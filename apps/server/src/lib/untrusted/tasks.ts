/**
 * What the child process does with an untrusted file: each task checks the file against the
 * limits before the expensive part, and throws FileLimitError or FileUnreadableError. Runs only
 * in the child (child.ts); the API process never loads pdf.js, pdf-lib, canvas or sharp for these.
 */
import { renderPdfPages } from '../pdf-pages.ts';
import { stampWatermark, type WatermarkMark } from '../pdf-watermark.ts';
import { readAnkiPackage } from './anki-package.ts';
import { FileLimitError, FileUnreadableError, type FileWorkLimits } from './limits.ts';
import { loadPdf, scanPdf } from './pdf-scan.ts';

export interface ImageJob {
  bytes: Uint8Array;
  maxSide: number;
  square: boolean;
}

export const tasks = {
  /** An Anki deck package: its collection's notes, cards and history, and the pictures the notes show. */
  async readAnki(input: { bytes: Uint8Array; mediaMaxBytes: number; limits: FileWorkLimits }) {
    return readAnkiPackage(input.bytes, input.limits, input.mediaMaxBytes);
  },

  /** The page count of an uploaded PDF (pdf-lib's full parse). */
  async inspectPdf(input: { bytes: Uint8Array; limits: FileWorkLimits }) {
    const { pages } = await loadPdf(input.bytes, input.limits);
    return { pageCount: pages };
  },

  /** Pages drawn as PNGs, after the structure passed the stream and image limits. */
  async renderPages(input: { bytes: Uint8Array; pages: number[]; width: number; limits: FileWorkLimits }) {
    const { pdfLib, document } = await loadPdf(input.bytes, input.limits);
    scanPdf(pdfLib, document, input.limits);
    try {
      return await renderPdfPages(input.bytes, input.pages, input.width, input.limits.maxImagePixels);
    } catch (error) {
      if (error instanceof FileLimitError) throw error;
      throw new FileUnreadableError(`pdf.js could not draw it: ${(error as Error).message}`);
    }
  },

  /** A copy with the buyer's watermark on every page. */
  async stamp(input: { bytes: Uint8Array; mark: WatermarkMark; limits: FileWorkLimits }) {
    await loadPdf(input.bytes, input.limits);
    try {
      return await stampWatermark(input.bytes, input.mark);
    } catch (error) {
      throw new FileUnreadableError(`pdf-lib could not stamp it: ${(error as Error).message}`);
    }
  },

  /** An uploaded picture: upright, resized, stripped of metadata, as WebP (sharp). */
  async image(input: ImageJob & { limits: FileWorkLimits }) {
    const { default: sharp } = await import('sharp');
    let pipeline: import('sharp').Sharp;
    try {
      const { width = 0, height = 0 } = await sharp(input.bytes).metadata();
      if (width * height > input.limits.maxImagePixels) {
        throw new FileLimitError('pixels', `${width} × ${height} pixels, more than ${input.limits.maxImagePixels}`);
      }
      pipeline = sharp(input.bytes, { limitInputPixels: input.limits.maxImagePixels, failOn: 'error' }).rotate();
    } catch (error) {
      if (error instanceof FileLimitError) throw error;
      throw new FileUnreadableError('not a picture that can be read');
    }
    const resized = input.square
      ? pipeline.resize(input.maxSide, input.maxSide, { fit: 'cover', position: 'attention' })
      : pipeline.resize(input.maxSide, input.maxSide, { fit: 'inside', withoutEnlargement: true });
    try {
      // sharp writes no metadata unless asked (keepMetadata / withMetadata): the output carries none.
      const { data, info } = await resized.webp({ quality: 78, effort: 4 }).toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data), width: info.width, height: info.height };
    } catch {
      throw new FileUnreadableError('not a picture that can be read');
    }
  },
};

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;
