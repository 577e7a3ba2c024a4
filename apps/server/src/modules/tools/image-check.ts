/**
 * An uploaded image, checked by its content (not its name) and stripped of metadata before any
 * model sees it: JPEG loses its APP1–APP15 segments (EXIF with GPS and camera, XMP, IPTC) and
 * comments; PNG loses its text, time and EXIF chunks. The pixels are untouched, so nothing is
 * re-encoded. (The shared image pipeline, `lib/images.ts` with sharp, can replace this at merge.)
 */
import { IMAGE_MAX_BYTES, toolOutputMessages } from '@medsutra/contract/ai-tool-outputs';
import { AppError, badRequest } from '../../lib/errors.ts';

export type ImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Ancillary PNG chunks that carry words, dates or camera data rather than pixels or colour. */
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'tIME', 'eXIf']);

export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

function stripPng(bytes: Buffer): Buffer {
  const parts: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) throw badRequest(toolOutputMessages.imageNotImage);
    if (!PNG_METADATA_CHUNKS.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}

function stripJpeg(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw badRequest(toolOutputMessages.imageNotImage);
    const marker = bytes[offset + 1] as number;
    // Start of scan: the compressed pixels follow to the end; copy them as they are.
    if (marker === 0xda) {
      parts.push(bytes.subarray(offset));
      return Buffer.concat(parts);
    }
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) throw badRequest(toolOutputMessages.imageNotImage);
    const isMetadata = (marker >= 0xe1 && marker <= 0xed) || marker === 0xef || marker === 0xfe;
    if (!isMetadata) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  throw badRequest(toolOutputMessages.imageNotImage);
}

/** Decodes the base64 (a `data:` prefix allowed), checks type and size, and strips the metadata. */
export function checkedImage(encoded: string, maxBytes = IMAGE_MAX_BYTES): { type: ImageType; bytes: Buffer } {
  const base64 = encoded.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest(toolOutputMessages.imageNotImage);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) {
    throw new AppError('payloadTooLarge', toolOutputMessages.imageTooLarge(Math.round(maxBytes / 1048576)));
  }
  const type = imageTypeOf(bytes);
  if (!type) throw badRequest(toolOutputMessages.imageNotImage, { error: 'not_an_image' });
  return { type, bytes: type === 'image/png' ? stripPng(bytes) : stripJpeg(bytes) };
}
