/**
 * The server the audit looks at: the production process on a fresh embedded database with one
 * signed-in user. Its rate limits are raised so that the audit's hundreds of page loads and bad
 * requests reach the pages and handlers instead of stopping at 429.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SeededServer, startSeededServer } from '../../bench/lib/seeded-server.ts';
import { repoRoot } from '../../scripts/lib/builds.ts';

const HIGH = '100000';
const RAISED_LIMITS: Record<string, string> = {
  RATE_LIMIT_NOT_FOUND_PER_MINUTE: HIGH,
  RATE_LIMIT_CONTACT_PER_HOUR: HIGH,
  LOGIN_MAX_FAILURES: HIGH,
  RATE_LIMIT_SIGNIN_PER_15_MINUTES: HIGH,
  RATE_LIMIT_SIGNUP_PER_HOUR: HIGH,
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: HIGH,
  PASSWORD_RESET_PER_EMAIL_PER_HOUR: HIGH,
  RATE_LIMIT_MINDMAP_PER_MINUTE: HIGH,
};

/**
 * The server serves a copy of apps/web/dist: a rebuild during the audit (another terminal, a
 * test run) would otherwise swap the hashed files under the pages being checked. `webDist`: another
 * build to serve (a bench comparing two builds on the same machine).
 */
export async function startAuditServer(webDist = path.join(repoRoot, 'apps/web/dist')): Promise<SeededServer> {
  const webCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-audit-web-'));
  fs.cpSync(webDist, webCopy, { recursive: true });
  // Spare sessions: the robustness run signs out (and removes devices) on purpose.
  const seeded = await startSeededServer({ env: { ...RAISED_LIMITS, WEB_DIST_DIR: webCopy }, spareSessions: 300 });
  return {
    ...seeded,
    async stop() {
      await seeded.stop();
      fs.rmSync(webCopy, { recursive: true, force: true });
    },
  };
}
