/** The one SHA-256 helper: a hex digest of bytes or text (stored token hashes, file digests, keys). */
import crypto from 'node:crypto';

export function sha256Hex(data: string | Uint8Array): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}
