import { authMessages } from '@medsutra/contract/auth/account-messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStatus, signInRequest, signUp, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { waitFor } from '../../../test/helpers/mindmaps.ts';
import { mailText, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { mailOutbox, oneTimeTokens } from '../../db/schema.ts';

let clock = new Date('2026-11-21T10:00:00Z');
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let MAIL_ENV: Record<string, string>;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  MAIL_ENV = { SMTP_URL: sink.url, PUBLIC_URL: 'http://medsutra.test', MAIL_FROM: 'MedSutra <no-reply@medsutra.test>' };
  t = await buildTestApp({
    now: () => clock,
    env: { ...MAIL_ENV, JOBS_POLL_INTERVAL_MS: '500' },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const forgot = (email: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: jsonHeaders, payload: { email } });
const reset = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: jsonHeaders, payload });

async function resetLinkFor(email: string): Promise<{ link: URL; token: string }> {
  // The mail is a job: a worker polling every 0.5 s sends it. Sign-up also mails (verification): pick by subject.
  const mail = await sink.nextTo(email, 10_000, authMessages.reset.mailSubject);
  expect(mail.from).toBe('no-reply@medsutra.test');
  expect(mail.raw).toContain(`Subject: ${authMessages.reset.mailSubject}`);
  const match = mailText(mail.raw).match(/http:\/\/medsutra\.test\/reset-password\?token=[\w%-]+/);
  expect(match).not.toBeNull();
  const link = new URL(match![0]);
  return { link, token: link.searchParams.get('token')! };
}

describe('forgot password', () => {
  it('replies the same whether or not the account exists, and mails a link only to a real account', async () => {
    const { email } = await signUp(t.app);
    const known = await forgot(` ${email.toUpperCase()} `);
    const unknown = await forgot(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: authMessages.reset.sent });
    expect(unknown.json()).toEqual(known.json());
    const { link, token } = await resetLinkFor(email);
    expect(link.pathname).toBe('/reset-password');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(sink.received.filter((mail) => mail.raw.includes(authMessages.reset.mailSubject))).toHaveLength(0);
  });

  it("validates the email with the sign-in form's sentences", async () => {
    expect((await forgot('')).json().message).toBe(authMessages.validation.emailRequired);
    expect((await forgot('asha@')).json().message).toBe(authMessages.validation.emailInvalid);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const { email, device, cookie } = await signUp(t.app);
    await forgot(email);
    const { token } = await resetLinkFor(email);

    const mismatch = await reset({ token, password: 'brand new pass', confirmPassword: 'brand new pas' });
    expect(mismatch.json().message).toBe(authMessages.validation.passwordsDoNotMatch);
    const short = await reset({ token, password: 'short', confirmPassword: 'short' });
    expect(short.json().message).toBe(authMessages.validation.passwordTooShort);

    const done = await reset({ token, password: 'brand new pass', confirmPassword: 'brand new pass' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: authMessages.reset.done });
    expect((await authStatus(t.app, cookie)).json().authenticated).toBe(false);

    expect((await signInRequest(t.app, { email, device })).statusCode).toBe(401);
    expect((await signInRequest(t.app, { email, device, password: 'brand new pass' })).statusCode).toBe(200);

    const again = await reset({ token, password: 'another new pass', confirmPassword: 'another new pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(authMessages.reset.invalidToken);
  });

  it('expires the link after 30 minutes', async () => {
    const { email } = await signUp(t.app);
    await forgot(email);
    const { token } = await resetLinkFor(email);
    clock = new Date(clock.getTime() + 31 * 60_000);
    const reply = await reset({ token, password: 'brand new pass', confirmPassword: 'brand new pass' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(authMessages.reset.invalidToken);
  });

  it('refuses a made-up token and a missing one', async () => {
    expect((await reset({ token: 'made-up', password: 'brand new pass' })).json().message).toBe(
      authMessages.reset.invalidToken,
    );
    expect((await reset({ password: 'brand new pass' })).json().message).toBe(authMessages.reset.missingToken);
  });

  it('sends at most a few reset emails per address per hour, replying the same', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 6; i++) expect((await forgot(email)).json().message).toBe(authMessages.reset.sent);
    for (let i = 0; i < 5; i++) await sink.nextTo(email, 10_000, authMessages.reset.mailSubject);
    await expect(sink.nextTo(email, 1500, authMessages.reset.mailSubject)).rejects.toThrow();
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail to the outbox table instead', async () => {
    // Its own database: the SMTP app's worker must not take this job.
    const local = await buildTestApp({ now: () => clock, env: { JOBS_POLL_INTERVAL_MS: '500' } });
    const db = local.database.handle.db;
    try {
      const { email } = await signUp(local.app);
      await forgot(email, local.app);
      // The mail goes out after the reply, from a job.
      const resetMail = and(eq(mailOutbox.to, email), eq(mailOutbox.subject, authMessages.reset.mailSubject));
      await waitFor(async () => (await db.select().from(mailOutbox).where(resetMail)).length > 0, {
        timeoutMs: 10_000,
        what: 'the reset mail in the outbox',
      });
      const rows = await db.select().from(mailOutbox).where(resetMail);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.text).toContain('http://localhost:3000/reset-password?token=');
    } finally {
      await local.close();
    }
  });
});

describe('the reply to forgot-password', () => {
  it('does the same work for an unknown email as for a known one: it only queues the mail as a job', async () => {
    // An API-only process answers; no worker runs on this database until the end.
    const database = await createTestDatabase();
    const api = await buildTestApp({ now: () => clock, database, env: { ...MAIL_ENV, JOBS_ROLE: 'api' } });
    try {
      const { email } = await signUp(api.app);
      const ghost = uniqueEmail('ghost');
      const known = await forgot(email, api.app);
      const unknown = await forgot(ghost, api.app);
      expect(unknown.json()).toEqual(known.json());
      // Neither request looked the account up to make a link: both left one job of the same shape.
      const queued = (await database.handle.db.execute(
        sql`select data from pgboss.job where name = 'password-reset-mail' order by created_on`,
      )) as unknown as { rows: { data: unknown }[] };
      expect(queued.rows.map((row) => row.data)).toEqual([{ email }, { email: ghost }]);
      expect(
        await database.handle.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'password-reset')),
      ).toEqual([]);
      await api.close();

      // A worker sends the link to the real account, and nothing to the stranger's guess.
      const worker = await buildTestApp({
        now: () => clock,
        database,
        env: { ...MAIL_ENV, JOBS_POLL_INTERVAL_MS: '500' },
      });
      try {
        await resetLinkFor(email);
        await waitFor(
          async () =>
            (
              (await database.handle.db.execute(
                sql`select count(*)::int as count from pgboss.job where name = 'password-reset-mail' and state = 'completed'`,
              )) as unknown as { rows: { count: number }[] }
            ).rows[0]?.count === 2,
          { timeoutMs: 10_000, what: 'both jobs completed' },
        );
        await expect(sink.nextTo(ghost, 300)).rejects.toThrow();
      } finally {
        await worker.app.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
