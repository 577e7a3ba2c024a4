/**
 * Untrusted files, handled away from the API process (decision 073): the notes' PDF uploads and
 * thumbnails, the store's previews, purchased copies' stamps and uploaded pictures all go through
 * this one pool of child processes, each task under the same limits.
 */
import type { RenderedPage } from '../pdf-pages.ts';
import type { WatermarkMark } from '../pdf-watermark.ts';
import type { AnkiPackage } from './anki-package.ts';
import type { FileWorkLimits } from './limits.ts';
import { createFileWorkPool, type FileWorkPool } from './pool.ts';

export interface FileWork {
  /** The page count of a PDF; FileUnreadableError when it is none, FileLimitError past a limit. */
  inspectPdf(bytes: Uint8Array): Promise<{ pageCount: number }>;
  /** The given 1-based pages as PNGs `width` pixels wide (those past the end are skipped). */
  renderPages(bytes: Uint8Array, pages: readonly number[], width?: number): Promise<RenderedPage[]>;
  /** A copy with the buyer's watermark on every page. */
  stamp(bytes: Uint8Array, mark: WatermarkMark): Promise<Uint8Array>;
  /** An uploaded picture as WebP: upright, at most `maxSide` (a square cut when asked), no metadata. */
  image(
    bytes: Uint8Array,
    shape: { maxSide: number; square?: boolean },
  ): Promise<{ bytes: Buffer; width: number; height: number }>;
  /**
   * An Anki deck package read (anki-package.ts), with three times the usual time: a 100 MB deck is
   * many files. FileUnreadableError when it is not one, FileLimitError past a limit.
   */
  readAnki(bytes: Uint8Array, mediaMaxBytes: number): Promise<AnkiPackage>;
  readonly limits: FileWorkLimits;
  /** Children running now. */
  readonly running: number;
  close(): Promise<void>;
}

export function createFileWork(options: {
  limits: FileWorkLimits;
  size?: number;
  idleMs?: number;
  logger?: { warn(object: object, message: string): void };
}): FileWork {
  const pool: FileWorkPool = createFileWorkPool(options);
  return {
    limits: options.limits,
    get running() {
      return pool.size;
    },
    inspectPdf: (bytes) => pool.run('inspectPdf', { bytes }),
    async renderPages(bytes, pages, width = 640) {
      const rendered = await pool.run('renderPages', { bytes, pages: [...pages], width });
      // The IPC copy arrives as a plain Uint8Array: make it the Buffer callers store.
      return rendered.map((page) => ({ ...page, png: Buffer.from(page.png) }));
    },
    stamp: (bytes, mark) => pool.run('stamp', { bytes, mark }),
    async image(bytes, shape) {
      const processed = await pool.run('image', { bytes, maxSide: shape.maxSide, square: shape.square ?? false });
      return { ...processed, bytes: Buffer.from(processed.bytes) };
    },
    readAnki: (bytes, mediaMaxBytes) =>
      pool.run('readAnki', { bytes, mediaMaxBytes }, { timeoutMs: options.limits.timeoutMs * 3 }),
    close: () => pool.close(),
  };
}
