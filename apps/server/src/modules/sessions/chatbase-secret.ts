/**
 * The secret behind the chat identity hash. CHATBASE_IDENTITY_SECRET when set (it must match the
 * secret in the Chatbase settings for identity verification to pass there). Otherwise one is
 * generated on first use and kept in the database (`app_secrets`), on PostgreSQL as on PGlite,
 * so every process sharing the database signs alike and the hash survives restarts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { keepSecretOnce } from './secrets-repository.ts';

export const CHATBASE_SECRET_NAME = 'chatbase_identity';
/** Where releases before the database kept it wrote the secret; adopted once so hashes stay. */
export const LEGACY_CHATBASE_SECRET_FILE = 'chatbase-identity.secret';

function legacySecret(dataDir: string): string | null {
  try {
    return fs.readFileSync(path.join(dataDir, LEGACY_CHATBASE_SECRET_FILE), 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function chatbaseSecretResolver(options: { configured: string | undefined; dataDir: string; db: Database }) {
  let secret: Promise<string> | null = options.configured ? Promise.resolve(options.configured) : null;
  return (): Promise<string> => {
    secret ??= keepSecretOnce(
      options.db,
      CHATBASE_SECRET_NAME,
      legacySecret(options.dataDir) ?? crypto.randomBytes(32).toString('hex'),
    ).catch((error: unknown) => {
      // A database hiccup must not pin a failure for the life of the process.
      secret = null;
      throw error;
    });
    return secret;
  };
}

/** Chatbase's identity verification: HMAC-SHA256 of the user id, hex. */
export function chatbaseUserHash(secret: string, userId: string): string {
  return crypto.createHmac('sha256', secret).update(userId).digest('hex');
}
