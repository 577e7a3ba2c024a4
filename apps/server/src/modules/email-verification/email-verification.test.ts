/** Email verification through the real routes: the link sign-up mails, using it, and "Send again". */
import {
  EMAIL_VERIFICATION_LINK_HOURS,
  EMAIL_VERIFICATION_RESENDS_PER_HOUR,
  emailVerificationApiPaths,
  emailVerificationMessages as text,
} from '@medsutra/contract/email-verification/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authStatus, signUp } from '../../../test/helpers/accounts.ts';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { verificationTokenFor, verifyEmailRequest } from '../../../test/helpers/email-verification.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { mailOutbox } from '../../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;
let clock = new Date('2026-11-23T06:00:00Z');
const t = testAppForFile({ now: () => clock, env: { PUBLIC_URL: 'https://medsutra.example' } });

const resend = (cookie?: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: emailVerificationApiPaths.resend,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

async function emailVerified(cookie: string): Promise<boolean> {
  return (await authStatus(t.app, cookie)).json().user.emailVerified;
}

describe('the link mailed at sign-up', () => {
  it('arrives with a 256-bit token and verifies the address once', async () => {
    const student = await signUp(t.app);
    expect(student.user.emailVerified).toBe(false);
    const [mail] = await t.database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));
    expect(mail?.subject).toBe(text.mailSubject);
    expect(mail?.text).toContain('https://medsutra.example/verify-email?token=');
    const token = await verificationTokenFor(t.database.handle.db, student.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await emailVerified(student.cookie)).toBe(false);

    const first = await verifyEmailRequest(t.app, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: text.verified });
    expect(await emailVerified(student.cookie)).toBe(true);

    const again = await verifyEmailRequest(t.app, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: text.used, error: 'verification_link_used' });
  });

  it(`expires after ${EMAIL_VERIFICATION_LINK_HOURS} hours`, async () => {
    const student = await signUp(t.app);
    const token = await verificationTokenFor(t.database.handle.db, student.email);
    clock = new Date(clock.getTime() + EMAIL_VERIFICATION_LINK_HOURS * HOUR_MS + 1000);
    const reply = await verifyEmailRequest(t.app, token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: text.expired, error: 'verification_link_expired' });
    expect(await emailVerified(student.cookie)).toBe(false);
  });

  it('refuses a made-up token and a missing one with sentences a person can act on', async () => {
    const madeUp = await verifyEmailRequest(t.app, 'not-a-real-token');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toMatchObject({ message: text.invalid, error: 'verification_link_invalid' });
    const missing = await verifyEmailRequest(t.app, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(text.missingToken);
    expect(missing.body).not.toMatch(/at .*\.ts/);
  });

  it('retires the older links once one has been used', async () => {
    const student = await signUp(t.app, { ip: '10.9.0.1' });
    const older = await verificationTokenFor(t.database.handle.db, student.email);
    clock = new Date(clock.getTime() + 1000);
    expect((await resend(student.cookie)).statusCode).toBe(200);
    const newer = await verificationTokenFor(t.database.handle.db, student.email);
    expect(newer).not.toBe(older);
    expect((await verifyEmailRequest(t.app, newer)).statusCode).toBe(200);
    expect((await verifyEmailRequest(t.app, older)).json().error).toBe('verification_link_used');
  });
});

describe('Send again', () => {
  it('needs a session', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it(`mails a new link at most ${EMAIL_VERIFICATION_RESENDS_PER_HOUR} times an hour, then says when to try again`, async () => {
    const student = await signUp(t.app, { ip: '10.9.0.2' });
    for (let i = 0; i < EMAIL_VERIFICATION_RESENDS_PER_HOUR; i++) {
      const reply = await resend(student.cookie);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().message).toBe(text.sent(student.email));
    }
    const refused = await resend(student.cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(text.tooManyResends(60));
    const mails = await t.database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));
    expect(mails).toHaveLength(1 + EMAIL_VERIFICATION_RESENDS_PER_HOUR);

    clock = new Date(clock.getTime() + HOUR_MS + 1000);
    expect((await resend(student.cookie)).statusCode).toBe(200);
  });

  it('tells a verified user so, and mails nothing', async () => {
    const student = await signUp(t.app, { ip: '10.9.0.3' });
    await verifyEmailRequest(t.app, await verificationTokenFor(t.database.handle.db, student.email));
    const reply = await resend(student.cookie);
    expect(reply.json().message).toBe(text.alreadyVerified);
    const mails = await t.database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));
    expect(mails).toHaveLength(1);
  });

  it('refuses a cross-site request', async () => {
    const student = await signUp(t.app, { ip: '10.9.0.4' });
    const reply = await t.app.inject({
      method: 'POST',
      url: emailVerificationApiPaths.resend,
      headers: { ...jsonHeaders, cookie: student.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(reply.statusCode).toBe(403);
  });
});
