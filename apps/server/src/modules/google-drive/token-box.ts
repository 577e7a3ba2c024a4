/**
 * The Drive tokens at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the Google client
 * secret, which lives in the server's configuration, not in the database. A changed client secret
 * makes old tokens unreadable, and the student is asked to connect again.
 */
import crypto from 'node:crypto';
import type { DriveTokens } from '../../adapters/google-drive/google-drive.ts';

export interface TokenBox {
  seal(tokens: DriveTokens): string;
  /** Null when the blob cannot be opened (another key, tampered). */
  open(sealed: string): DriveTokens | null;
}

export function createTokenBox(clientSecret: string): TokenBox {
  const key = Buffer.from(crypto.hkdfSync('sha256', clientSecret, 'medsutra', 'google-drive-tokens v1', 32));
  return {
    seal(tokens) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      try {
        const data = Buffer.from(sealed, 'base64');
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
        decipher.setAuthTag(data.subarray(12, 28));
        const text = Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
        return JSON.parse(text) as DriveTokens;
      } catch {
        return null;
      }
    },
  };
}
