/** "Download my data": the export job, what the ZIP holds and leaves out, and who may download it. */
import { accountDataMessages, exportDownloadPath, exportStatusPath } from '@medsutra/contract/account/data';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers/accounts.ts';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { fastJobsEnv, waitFor } from '../../../test/helpers/mindmaps.ts';
import { PERSON, personWithEverything, tablesWithUserColumns } from '../../../test/helpers/personal-data.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { accountAuditEvents, oauthLoginTokens, oneTimeTokens, sessions, users } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.now();
const t = testAppForFile({ env: fastJobsEnv(), now: () => new Date(clock) });

const startExport = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/export',
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: {},
  });
const exportStatus = (id: string, cookie?: string) =>
  t.app.inject({ url: exportStatusPath(id), headers: cookie ? { cookie } : {} });

async function readyExport(cookie: string) {
  const started = await startExport(cookie);
  expect(started.statusCode).toBe(202);
  const exportId: string = started.json().exportId;
  const ready = await waitFor(
    async () => {
      const body = (await exportStatus(exportId, cookie)).json();
      return body.export.status === 'ready' ? body.export : undefined;
    },
    { what: 'the export to be ready', timeoutMs: 30_000 },
  );
  return { exportId, ready };
}

function download(id: string, cookie?: string) {
  return t.app.inject({ url: exportDownloadPath(id), headers: cookie ? { cookie } : {} });
}

describe('Download my data', () => {
  it('writes a ZIP with a JSON file for every table that names the user, and no secrets', async () => {
    const meera = await personWithEverything(t.app, t.database.handle.db);
    const db = t.database.handle.db;
    const { exportId, ready } = await readyExport(meera.cookie);
    expect(ready).toMatchObject({ status: 'ready', downloadUrl: exportDownloadPath(exportId) });
    expect(new Date(ready.expiresAt).getTime() - clock).toBeGreaterThanOrEqual(7 * DAY_MS - 60_000);

    const reply = await download(exportId, meera.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="medsutra-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as Record<string, unknown>[];

    // Every table with a user column, found in the database itself, is a file in the ZIP.
    for (const table of (await tablesWithUserColumns(db)).keys()) {
      expect(files[`${table}.json`], `${table}.json in the export`).toBeDefined();
    }
    // ...and the account's rows are in them (test mode has no webhook events, so payment_events is empty).
    expect(files['payment_events.json']).toBeDefined();
    for (const table of [
      'users',
      'sessions',
      'devices',
      'wallets',
      'coin_ledger',
      'xp_ledger',
      'orders',
      'subscriptions',
      'mindmaps',
      'posts',
      'one_time_tokens',
      'oauth_login_tokens',
      'contact_messages',
      'mail_outbox',
      'data_exports',
      'account_audit_events',
    ]) {
      expect(read(`${table}.json`).length, `rows in ${table}.json`).toBeGreaterThan(0);
    }
    expect(read('users.json')[0]).toMatchObject({
      email: meera.email,
      fullName: PERSON.fullName,
      phoneNumber: PERSON.phone,
      hasPassword: true,
    });
    expect(read('mindmaps.json')[0]).toMatchObject({ id: meera.mindmapId, topic: 'Beta blockers' });
    expect(read('contact_messages.json')[0]).toMatchObject({ message: PERSON.contactMessage });
    expect(JSON.parse(strFromU8(files['manifest.json']!)).files.length).toBeGreaterThan(10);

    // Secrets never leave: no password hash, session or token hash, Google subject, mail text with a link.
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    const [user] = await db.select().from(users).where(eq(users.id, meera.userId));
    const secrets = [
      user!.passwordHash!,
      user!.googleSubject ?? `google-${meera.userId}`,
      ...(await db.select().from(sessions).where(eq(sessions.userId, meera.userId))).map((row) => row.tokenHash),
      ...(await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, meera.userId))).map(
        (row) => row.tokenHash,
      ),
      ...(await db.select().from(oauthLoginTokens).where(eq(oauthLoginTokens.userId, meera.userId))).map(
        (row) => row.tokenHash,
      ),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toMatch(/reset-password\?token=/);

    const audit = await db.select().from(accountAuditEvents).where(eq(accountAuditEvents.userId, meera.userId));
    expect(audit.map((row) => `${row.action}:${row.outcome}`)).toEqual(
      expect.arrayContaining(['export_requested:ok', 'export_completed:ok', 'export_downloaded:ok']),
    );
  });

  it('works for its owner only: another user and no session cannot see or download it', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { exportId } = await readyExport(owner.cookie);
    expect((await exportStatus(exportId, other.cookie)).statusCode).toBe(404);
    const stolen = await download(exportId, other.cookie);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ success: false, message: accountDataMessages.exportNotFound });
    expect((await download(exportId)).statusCode).toBe(401);
    expect((await startExport()).statusCode).toBe(401);
    expect((await download(exportId, owner.cookie)).statusCode).toBe(200);
  });

  it('answers a malformed id with a sentence, and shows the latest export after a reload', async () => {
    const { cookie } = await signUp(t.app);
    const bad = await exportStatus('not-an-id', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(accountDataMessages.exportNotFound);
    expect((await t.app.inject({ url: '/api/account/export', headers: { cookie } })).json().export).toBeNull();
    const { exportId } = await readyExport(cookie);
    expect((await t.app.inject({ url: '/api/account/export', headers: { cookie } })).json().export).toMatchObject({
      exportId,
      status: 'ready',
    });
  });

  it('expires the link after 7 days', async () => {
    const { cookie } = await signUp(t.app);
    const { exportId } = await readyExport(cookie);
    clock += 7 * DAY_MS + 1000;
    try {
      expect((await exportStatus(exportId, cookie)).json().export).toMatchObject({
        status: 'expired',
        downloadUrl: null,
      });
      const reply = await download(exportId, cookie);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(accountDataMessages.exportExpired);
    } finally {
      clock -= 7 * DAY_MS + 1000;
    }
  });
});
