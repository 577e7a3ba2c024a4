/**
 * Where generated files (mindmap PDFs) live. The embedded default is the filesystem under
 * DATA_DIR/files; an S3-compatible store can implement the same port.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  stream: Readable;
}

export interface FileStore {
  /** Writes the whole file; a reader never sees half of it. */
  put(key: string, content: Buffer): Promise<void>;
  /**
   * Null when there is no such file. With a range (inclusive byte offsets, already checked against
   * the size by the caller) the stream holds those bytes only, for HTTP range requests.
   */
  get(key: string, range?: { start: number; end: number }): Promise<StoredFile | null>;
  /** The file's size, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Removes the file; a missing file is not an error (erasure runs again after a restart). */
  delete(key: string): Promise<void>;
}
