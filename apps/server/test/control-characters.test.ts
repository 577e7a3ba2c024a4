/**
 * A NUL byte or another control character in any text field is a 400 with a sentence, never a
 * 500 from the database; bidirectional overrides are taken out of names and titles. The sweep at
 * the end sends a control character in every string field of every API route (the audit's
 * robustness cases, here on the real app in-process).
 */
import { textMessages } from '@medsutra/contract/text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, collectApiRoutes } from '../../../audit/lib/api-routes.ts';
import { controlCharacterCases } from '../../../audit/lib/bad-inputs.ts';
import { users } from '../src/db/schema.ts';
import { fingerprint, PASSWORD, signUp, uniqueEmail } from './helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from './helpers/build-test-app.ts';

const NUL = 'Asha\u0000Rao';
let t: TestApp;
let member: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000', RATE_LIMIT_SIGNIN_PER_15_MINUTES: '1000' },
  });
  member = await signUp(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

function expectRefused(reply: { statusCode: number; json(): { message: string } }, field: string) {
  expect(reply.statusCode).toBe(400);
  expect(reply.json().message).toBe(`${field}: ${textMessages.controlCharacter}`);
}

describe('a control character in a text field', () => {
  it('is refused with a 400 that names the field, on the routes that used to answer 500', async () => {
    const signUpBody = {
      email: uniqueEmail(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      deviceFingerprint: fingerprint(),
    };
    expectRefused(await post('/api/auth/signup', { ...signUpBody, fullName: NUL }), 'fullName');
    expectRefused(await post('/api/auth/login', { email: `${NUL}@example.com`, password: PASSWORD }), 'email');
    expectRefused(
      await post('/api/auth/login', {
        email: member.email,
        password: PASSWORD,
        deviceFingerprint: member.device,
        deviceInfo: { deviceName: NUL },
      }),
      'deviceInfo.deviceName',
    );
    expectRefused(await post('/api/auth/forgot-password', { email: `a\u0000@example.com` }), 'email');
    expectRefused(
      await post('/api/session/create', { userEmail: member.email, sessionData: { note: NUL } }, member.cookie),
      'sessionData.note',
    );
    expectRefused(
      await post('/api/mindmap/generate', { topic: `Heart ${NUL}`, userEmail: member.email }, member.cookie),
      'topic',
    );
    expectRefused(
      await post('/api/contact', {
        name: 'Asha',
        email: 'asha@example.com',
        subject: 'Hi',
        message: `Hello ${NUL} there`,
      }),
      'message',
    );
    const author = await t.app.inject({
      url: `/api/medstagram/user/${encodeURIComponent(`${NUL}@example.com`)}/posts`,
      headers: { cookie: member.cookie },
    });
    expectRefused(author, 'email');
  });

  it('keeps tabs and line breaks, and takes bidirectional overrides out of a name', async () => {
    const { email } = await signUp(t.app, { fullName: '\u202Eevil\u2066 Rao' });
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(row!.fullName).toBe('evil Rao');
    const contact = await post('/api/contact', {
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'Two lines',
      message: 'First line\r\n\tSecond line',
    });
    expect(contact.statusCode).toBe(201);
  });
});

describe('every string field of every API route', () => {
  let routes: ApiRoute[];
  beforeAll(async () => {
    routes = await collectApiRoutes();
  });

  it('answers a control character with a 4xx, never a 5xx', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const testCase of controlCharacterCases(route, { email: member.email })) {
        const reply = await t.app.inject({
          method: route.method as 'GET',
          url: testCase.path,
          headers: {
            cookie: member.cookie,
            ...(testCase.body !== undefined ? jsonHeaders : {}),
          },
          ...(testCase.body !== undefined ? { payload: testCase.body } : {}),
        });
        sent++;
        if (reply.statusCode >= 500)
          problems.push(`${route.method} ${route.url} ${testCase.label}: ${reply.statusCode}`);
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
