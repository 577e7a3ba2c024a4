/**
 * A JSON call without a body (the web app's `POST /api/documentation/initialize` and
 * `/refresh`) reads as `{}`; the same-origin guard and the JSON-only rule stay as they were.
 */
import { documentationPaths } from '@medsutra/contract/documentation/api';
import { apiMessages } from '@medsutra/contract/http/messages';
import { paymentApiPaths } from '@medsutra/contract/payments/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { buildTestApp, jsonHeaders, type TestApp } from './helpers/build-test-app.ts';
import { createSignedInUser } from './helpers/economy-users.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  // Refresh fetches each official page; here no source answers, so the bundled copies stand in.
  t = await buildTestApp({ deps: { documentationSourceFetcher: async () => null } });
  const admin = await createSignedInUser(t.database.handle.db, new Date());
  // Initialize and Refresh are admins' (issue 36); the body rule is the same for everyone.
  await t.database.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  cookie = admin.cookie;
});
afterAll(() => t.close());

const postWithoutBody = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...headers } });

describe('a JSON call with no body', () => {
  it.each([documentationPaths.initialize, documentationPaths.refresh])(
    'POST %s answers 200 to the web app’s call: a JSON header and nothing else',
    async (url) => {
      const reply = await postWithoutBody(url, jsonHeaders);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ success: true, message: expect.any(String) });
    },
  );

  it('still names the missing field on a route that needs a body', async () => {
    const reply = await postWithoutBody(paymentApiPaths.orders, jsonHeaders);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('item is required.');
  });

  it('is still refused from another site', async () => {
    const reply = await postWithoutBody(documentationPaths.initialize, {
      ...jsonHeaders,
      origin: 'https://evil.example',
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(apiMessages.forbiddenOrigin);
  });

  it('is still refused without the JSON content type (no cookie-only form posts)', async () => {
    const bare = await postWithoutBody(documentationPaths.initialize, {});
    expect(bare.statusCode).toBe(415);
    const form = await postWithoutBody(documentationPaths.initialize, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().message).toBe(apiMessages.unsupportedMediaType);
  });

  it('keeps a body of only spaces malformed, and the prototype-poisoning check', async () => {
    const spaces = await t.app.inject({
      method: 'POST',
      url: documentationPaths.initialize,
      headers: { ...jsonHeaders, cookie },
      payload: '   ',
    });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json().message).toBe(apiMessages.malformedJson);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: documentationPaths.initialize,
      headers: { ...jsonHeaders, cookie },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
