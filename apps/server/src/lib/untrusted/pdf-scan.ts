/**
 * Reads a PDF's structure before anything draws it (in the child process only): its page count,
 * every image's size, and how far every Flate stream inflates, stopping at the first limit. A
 * 0.8 MB stream that inflates to 400 MB stops at the stream cap, having used no more than it.
 */
import zlib from 'node:zlib';
import { FileLimitError, FileUnreadableError, type FileWorkLimits } from './limits.ts';

type PdfLib = typeof import('pdf-lib');
type PdfDocument = Awaited<ReturnType<PdfLib['PDFDocument']['load']>>;

export async function loadPdf(bytes: Uint8Array, limits: Pick<FileWorkLimits, 'maxPages'>) {
  const pdfLib = await import('pdf-lib');
  let document: PdfDocument;
  let pages: number;
  try {
    document = await pdfLib.PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
    // A file with no catalog or page tree parses, then fails here.
    pages = document.getPageCount();
  } catch {
    throw new FileUnreadableError('not a PDF that can be read');
  }
  if (pages < 1) throw new FileUnreadableError('a PDF without pages');
  if (pages > limits.maxPages) {
    throw new FileLimitError('pages', `${pages} pages, more than ${limits.maxPages}`);
  }
  return { pdfLib, document, pages };
}

function filters(pdfLib: PdfLib, value: unknown): string[] {
  if (value instanceof pdfLib.PDFName) return [value.decodeText()];
  if (value instanceof pdfLib.PDFArray) {
    return value.asArray().flatMap((item) => (item instanceof pdfLib.PDFName ? [item.decodeText()] : []));
  }
  return [];
}

function numberOf(pdfLib: PdfLib, value: unknown): number {
  return value instanceof pdfLib.PDFNumber ? value.asNumber() : 0;
}

/** Inflates at most `cap` bytes; the real size, or cap + 1 when it is larger. */
function inflatedSize(data: Uint8Array, cap: number): number {
  for (const inflate of [zlib.inflateSync, zlib.inflateRawSync]) {
    try {
      // A truncated stream is common in real PDFs: keep what inflates, as pdf.js does.
      return inflate(data, { maxOutputLength: Math.max(1, cap), finishFlush: zlib.constants.Z_SYNC_FLUSH }).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return cap + 1;
    }
  }
  // Neither zlib nor raw deflate: pdf.js cannot read it either, and will skip it.
  return 0;
}

/** Throws a FileLimitError at the first image or stream past the limits. */
export function scanPdf(pdfLib: PdfLib, document: PdfDocument, limits: FileWorkLimits): void {
  let decoded = 0;
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof pdfLib.PDFRawStream)) continue;
    const dict = object.dict;
    const subtype = dict.get(pdfLib.PDFName.of('Subtype'));
    if (subtype instanceof pdfLib.PDFName && subtype.decodeText() === 'Image') {
      const pixels =
        numberOf(pdfLib, dict.get(pdfLib.PDFName.of('Width'))) *
        numberOf(pdfLib, dict.get(pdfLib.PDFName.of('Height')));
      if (pixels > limits.maxImagePixels) {
        throw new FileLimitError('pixels', `an image of ${pixels} pixels, more than ${limits.maxImagePixels}`);
      }
    }
    const [first] = filters(pdfLib, dict.get(pdfLib.PDFName.of('Filter')));
    if (first !== 'FlateDecode' && first !== 'Fl') continue;
    const cap = Math.min(limits.maxStreamBytes, limits.maxDecodedBytes - decoded);
    const size = inflatedSize(object.contents, cap);
    if (size > cap) {
      throw new FileLimitError(
        'stream',
        cap === limits.maxStreamBytes
          ? `a stream that inflates past ${limits.maxStreamBytes} bytes`
          : `streams that inflate past ${limits.maxDecodedBytes} bytes in all`,
      );
    }
    decoded += size;
  }
}
