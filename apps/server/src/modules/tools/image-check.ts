/**
 * An uploaded image for analysis, through the one image pipeline (`lib/images.ts`, sharp): the
 * type is read from the bytes, never the name (JPEG or PNG here); the picture is turned upright,
 * fitted within 2048 px and written as WebP without any metadata (EXIF with GPS and camera, XMP,
 * IPTC, text chunks), so no model sees more than the pixels.
 */
import { IMAGE_MAX_BYTES, toolOutputMessages } from '@medsutra/contract/tools/outputs';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type ImageWork, imageTypeOf, processImage } from '../../lib/images.ts';

/** The type the student uploaded (what the run records). */
export type ImageType = 'image/jpeg' | 'image/png';

/** The longest side a vision model is sent: its own detail limit, so larger adds only bytes. */
const MAX_SIDE = 2048;

/** Decodes the base64 (a `data:` prefix allowed), checks type and size, and strips the metadata. */
export async function checkedImage(
  work: ImageWork,
  encoded: string,
  maxBytes = IMAGE_MAX_BYTES,
): Promise<{ type: ImageType; sent: { mime: 'image/webp'; bytes: Buffer } }> {
  const base64 = encoded.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest(toolOutputMessages.imageNotImage);
  const bytes = Buffer.from(base64, 'base64');
  const tooLarge = toolOutputMessages.imageTooLarge(Math.round(maxBytes / 1048576));
  if (bytes.length > maxBytes) throw new AppError('payloadTooLarge', tooLarge);
  const found = imageTypeOf(bytes);
  if (found !== 'jpeg' && found !== 'png') {
    throw badRequest(toolOutputMessages.imageNotImage, { error: 'not_an_image' });
  }
  const processed = await processImage(
    work,
    bytes,
    { maxSide: MAX_SIDE, maxBytes },
    { type: toolOutputMessages.imageNotImage, tooLarge, unreadable: toolOutputMessages.imageNotImage },
  );
  return { type: found === 'jpeg' ? 'image/jpeg' : 'image/png', sent: { mime: 'image/webp', bytes: processed.bytes } };
}
