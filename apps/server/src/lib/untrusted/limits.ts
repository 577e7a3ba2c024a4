/**
 * The limits untrusted files are processed under (decision 073), and the errors that say a file
 * passed one. Shared by the API process (which enforces time and memory by killing the child) and
 * the child (which checks pages, decoded streams and image pixels before it draws anything).
 */

export interface FileWorkLimits {
  /** Wall-clock time one task may take in the child before it is killed. */
  timeoutMs: number;
  /** Resident memory (JS heap, native and WASM alike) the child may reach before it is killed. */
  memoryMb: number;
  /** Pages a PDF may have. */
  maxPages: number;
  /** Bytes one PDF stream may inflate to, and all of a PDF's streams together. */
  maxStreamBytes: number;
  maxDecodedBytes: number;
  /** Pixels (width × height) of one image, in a PDF or uploaded. */
  maxImagePixels: number;
}

export type LimitKind = 'time' | 'memory' | 'pages' | 'stream' | 'pixels';

/** The file passed a limit: it is not tried again (a retried job sees it marked and stops). */
export class FileLimitError extends Error {
  readonly kind: LimitKind;
  constructor(kind: LimitKind, message: string) {
    super(message);
    this.name = 'FileLimitError';
    this.kind = kind;
  }
}

/** The file is not one the parser can read at all (not a PDF, no pages, a broken image). */
export class FileUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileUnreadableError';
  }
}

export const isFileLimitError = (error: unknown): error is FileLimitError =>
  error instanceof Error && error.name === 'FileLimitError';
