/**
 * The server's log never holds a secret: no argon2 hash (a failed query's parameters), no session
 * token, no password-reset token, no password. Runs the paths that used to leak them with every
 * log line kept, then searches the lines.
 */
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, users } from '../src/db/schema.ts';
import { PASSWORD, sessionCookieOf, signInRequest, signUp } from './helpers/accounts.ts';
import { buildTestApp, jsonHeaders } from './helpers/build-test-app.ts';
import { waitFor } from './helpers/mindmaps.ts';
import { testAppForFile } from './helpers/test-app-for-file.ts';

const lines: string[] = [];
const t = testAppForFile({ env: { LOG_LEVEL: 'trace' }, deps: { logStream: { write: (line) => lines.push(line) } } });

it('keeps argon2 hashes, session tokens, reset tokens and passwords out of every log line', async () => {
  const { email, device } = await signUp(t.app);
  const [row] = await t.database.handle.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  const passwordHash = row!.passwordHash!;
  expect(passwordHash).toMatch(/^\$argon2id\$/);

  // A query that fails with a password hash among its parameters, logged as the error handler does.
  const failed = await t.database.handle.db
    .insert(users)
    .values({ email, fullName: 'Duplicate', passwordHash })
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(failed).toBeInstanceOf(Error);
  t.app.log.error({ err: failed }, 'request failed');

  // Sign-in: a wrong password, then the right one (a session token in the reply's cookie).
  expect((await signInRequest(t.app, { email, password: 'Wrong horse 1!', device })).statusCode).toBe(401);
  const signedIn = await signInRequest(t.app, { email, device });
  expect(signedIn.statusCode).toBe(200);
  const sessionToken = sessionCookieOf(signedIn).split('=')[1]!;

  // A body that is not JSON, quoting the password, is answered without logging the body.
  const malformed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: jsonHeaders,
    payload: `{"email":"${email}","password":"${PASSWORD}"`,
  });
  expect(malformed.statusCode).toBe(400);

  // Password reset: the mail (kept in the outbox), the link opened, the new password set.
  const forgot = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: jsonHeaders,
    payload: { email },
  });
  expect(forgot.statusCode).toBe(200);
  const mail = await waitFor(
    async () =>
      (
        await t.database.handle.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, authMessages.reset.mailSubject)))
      )[0],
    { what: 'the reset mail in the outbox' },
  );
  const resetToken = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  expect(resetToken.length).toBeGreaterThan(20);
  await t.app.inject({ url: `/reset-password?token=${encodeURIComponent(resetToken)}` });
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: jsonHeaders,
    payload: { token: resetToken, password: 'New horse 42!', confirmPassword: 'New horse 42!' },
  });
  expect(reset.statusCode).toBe(200);

  const log = lines.join('');
  // The paths above were logged at all (so the search below means something).
  expect(log).toContain('request failed');
  expect(log).toContain('/reset-password?token=');
  expect(log).toContain('kept in the mail_outbox table');

  expect(log).not.toContain('$argon2id$');
  expect(log).not.toContain(passwordHash.slice(-22));
  expect(log).not.toContain(sessionToken);
  expect(log).not.toContain(resetToken);
  expect(log).not.toContain(encodeURIComponent(resetToken));
  expect(log).not.toContain(PASSWORD);
});

it('fails any test whose app logs a secret: every test app scans its own log lines', async () => {
  const other = await buildTestApp({ database: t.database });
  other.app.log.info({ note: 'stored $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' }, 'a careless line');
  await expect(other.close()).rejects.toThrow('A secret reached the log');
});
