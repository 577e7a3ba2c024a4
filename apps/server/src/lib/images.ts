/**
 * The one image pipeline (avatars, image posts, pearl images): the type is read from the bytes,
 * never the name; the size is limited before and during decoding; the picture is turned upright,
 * resized to fit, stripped of every metadata block (EXIF GPS, camera, ICC) and written as WebP.
 */
import { AppError, badRequest } from './errors.ts';
import type { FileWork } from './untrusted/file-work.ts';
import { FileUnreadableError, isFileLimitError } from './untrusted/limits.ts';
import { FileWorkBusyError } from './untrusted/pool.ts';

export type ImageType = 'jpeg' | 'png' | 'webp';

/** Where a processed image lives in the file store: one scheme for avatars, posts and pearls. */
export const imageKey = (id: string) => `images/${id}.webp`;

/** The format from the file's first bytes, or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'png';
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ImageMessages {
  type: string;
  tooLarge: string;
  unreadable: string;
}

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ImageShape {
  /** The longest side after resizing (smaller pictures are not enlarged). */
  maxSide: number;
  /** Cut to a square (avatars). */
  square?: boolean;
  maxBytes: number;
}

/** Decodes and re-encodes a picture in the file work's child process (decision 073). */
export type ImageWork = Pick<FileWork, 'image'>;

/**
 * Checked here (size, type by content); decoded, resized and re-encoded in the file work's child
 * process, where a picture past the pixel limit, or one that takes too long or too much memory,
 * is refused with the unreadable sentence.
 */
export async function processImage(
  work: ImageWork,
  input: Buffer,
  shape: ImageShape,
  messages: ImageMessages,
): Promise<ProcessedImage> {
  if (input.length > shape.maxBytes) throw new AppError('payloadTooLarge', messages.tooLarge);
  if (imageTypeOf(input) === null) throw badRequest(messages.type);
  try {
    return await work.image(input, { maxSide: shape.maxSide, square: shape.square ?? false });
  } catch (error) {
    if (error instanceof FileWorkBusyError) throw new AppError('unavailable', messages.unreadable);
    if (error instanceof FileUnreadableError || isFileLimitError(error)) throw badRequest(messages.unreadable);
    throw error;
  }
}
