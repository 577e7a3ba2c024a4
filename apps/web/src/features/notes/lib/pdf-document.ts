/**
 * pdf.js, loaded with the viewer's own chunk. Online, the document is read with HTTP range
 * requests (no full download first, so a large PDF's first page shows early); offline, from the
 * decrypted bytes of this device's copy.
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

export function openPdfFromUrl(url: string): Promise<PDFDocumentProxy> {
  return getDocument({
    url,
    withCredentials: true,
    disableAutoFetch: true,
    disableStream: true,
    rangeChunkSize: 256 * 1024,
  }).promise;
}

export function openPdfFromBytes(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(bytes) }).promise;
}

/** The first page at or after `from` (wrapping around) whose text holds `query`, or null. */
export async function findInPdf(document: PDFDocumentProxy, query: string, from: number): Promise<number | null> {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  for (let step = 0; step < document.numPages; step++) {
    const pageNumber = ((from - 1 + step) % document.numPages) + 1;
    const page = await document.getPage(pageNumber);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    if (text.toLowerCase().includes(needle)) return pageNumber;
  }
  return null;
}
