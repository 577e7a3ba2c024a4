import { authMessages } from '@medsutra/contract/account-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.ts';
import { authStatus, signInRequest, signUp, uniqueEmail } from './helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from './helpers/build-test-app.ts';
import { mailText, startSmtpSink } from './helpers/smtp-sink.ts';

let clock = new Date('2026-11-21T10:00:00Z');
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({
    now: () => clock,
    env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://medsutra.test', MAIL_FROM: 'MedSutra <no-reply@medsutra.test>' },
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
  const mail = await sink.nextTo(email, 5000, authMessages.reset.mailSubject);
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

  it('validates the email with the spec messages', async () => {
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
    for (let i = 0; i < 5; i++) await sink.nextTo(email, 5000, authMessages.reset.mailSubject);
    await expect(sink.nextTo(email, 300, authMessages.reset.mailSubject)).rejects.toThrow();
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail to the outbox table instead', async () => {
    const local = await buildTestApp({ now: () => clock, database: t.database });
    try {
      const { email } = await signUp(local.app);
      await forgot(email, local.app);
      // The mail goes out after the reply.
      let rows: (typeof mailOutbox.$inferSelect)[] = [];
      for (let i = 0; i < 50 && rows.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        rows = await t.database.handle.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, authMessages.reset.mailSubject)));
      }
      expect(rows).toHaveLength(1);
      expect(rows[0]!.text).toContain('http://localhost:3000/reset-password?token=');
    } finally {
      await local.app.close();
    }
  });
});
