/**
 * Server-side PDF page rendering: pdf.js (Apache-2.0, its legacy build runs in Node) drawing onto
 * @napi-rs/canvas (MIT, Skia with prebuilt binaries from npm). Used for the notes store's preview
 * pages and for uploaded PDFs' first-page thumbnails, in the file work child process only.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export interface RenderedPage {
  page: number;
  png: Buffer;
  width: number;
  height: number;
}

const MAX_HEIGHT = 2000;
const require = createRequire(import.meta.url);
let fontDataUrl: string | undefined;
function standardFontDataUrl(): string {
  // pdf.js in Node reads the 14 standard fonts from files; a trailing slash is required.
  fontDataUrl ??= `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;
  return fontDataUrl;
}

/**
 * Renders the given 1-based pages (those past the end are skipped) as PNGs `width` pixels wide.
 * Throws when the bytes are not a PDF pdf.js can open. Untrusted files reach it only in the file
 * work child process (lib/untrusted), after their structure passed the limits; images larger than
 * `maxImagePixels` are left undrawn.
 */
export async function renderPdfPages(
  bytes: Uint8Array,
  pages: readonly number[],
  width = 640,
  maxImagePixels = 40_000_000,
): Promise<RenderedPage[]> {
  const [pdfjs, { createCanvas }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
  ]);
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: standardFontDataUrl(),
    verbosity: 0,
    maxImageSize: maxImagePixels,
  });
  const document = await task.promise;
  try {
    const rendered: RenderedPage[] = [];
    for (const number of pages) {
      if (number < 1 || number > document.numPages) continue;
      const page = await document.getPage(number);
      const unscaled = page.getViewport({ scale: 1 });
      // A page drawn `width` wide, but never taller than MAX_HEIGHT: a hostile PDF's 1 × 100,000
      // point page must not become a canvas of millions of pixels.
      const viewport = page.getViewport({ scale: Math.min(width / unscaled.width, MAX_HEIGHT / unscaled.height) });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      rendered.push({ page: number, png: await canvas.encode('png'), width: canvas.width, height: canvas.height });
      page.cleanup();
    }
    return rendered;
  } finally {
    await task.destroy();
  }
}
