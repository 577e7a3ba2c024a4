/**
 * The secret behind the chat identity hash. CHATBASE_IDENTITY_SECRET when set (it must match the
 * secret in the Chatbase settings for identity verification to pass there). Otherwise, for the
 * single embedded server, one is generated on first use and kept in DATA_DIR so the hash stays
 * the same across restarts. config.ts requires the variable in production with DATABASE_URL,
 * where several processes would otherwise each invent their own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const CHATBASE_SECRET_FILE = 'chatbase-identity.secret';

export function chatbaseSecretResolver(options: { configured: string | undefined; dataDir: string }) {
  let secret: string | null = options.configured ?? null;
  return (): string => {
    if (secret) return secret;
    const file = path.join(options.dataDir, CHATBASE_SECRET_FILE);
    try {
      secret = fs.readFileSync(file, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (!secret) {
      fs.mkdirSync(options.dataDir, { recursive: true });
      const generated = crypto.randomBytes(32).toString('hex');
      try {
        fs.writeFileSync(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
        secret = generated;
      } catch (error) {
        // Another start wrote it first: use theirs.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        secret = fs.readFileSync(file, 'utf8').trim();
      }
    }
    return secret;
  };
}

/** Chatbase's identity verification: HMAC-SHA256 of the user id, hex. */
export function chatbaseUserHash(secret: string, userId: string): string {
  return crypto.createHmac('sha256', secret).update(userId).digest('hex');
}
