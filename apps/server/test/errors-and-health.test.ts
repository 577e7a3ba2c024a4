import { apiMessages } from '@medsutra/contract/http/messages';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders } from './helpers/build-test-app.ts';
import { testAppForFile } from './helpers/test-app-for-file.ts';

const t = testAppForFile({ env: { BODY_LIMIT_BYTES: '2048' } });
/** `POST /api/contact` with these headers and this body. */
const postContact = (headers: Record<string, string>, payload: string | object) =>
  t.app.inject({ method: 'POST', url: '/api/contact', headers, payload });

function expectErrorShape(body: unknown) {
  expect(body).toMatchObject({ success: false, message: expect.any(String), requestId: expect.any(String) });
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/at .+\.ts:\d+|node_modules|SELECT |stack/i);
}

describe('health', () => {
  it('answers 200 with the database checked', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, status: 'ok', database: 'up' });
    expect(Math.abs(Date.parse(reply.json().serverTime) - Date.now())).toBeLessThan(60_000);
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});

describe('the error handler', () => {
  const validContact = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'A message long enough.' };

  it('names malformed JSON', async () => {
    const reply = await postContact(jsonHeaders, '{"name":');
    expect(reply.statusCode).toBe(400);
    expectErrorShape(reply.json());
    expect(reply.json().message).toBe(apiMessages.malformedJson);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const reply = await postContact({ 'content-type': 'application/x-www-form-urlencoded' }, 'name=a');
    expect(reply.statusCode).toBe(415);
    expect(reply.json().message).toBe(apiMessages.unsupportedMediaType);
  });

  it('refuses a body over the size limit with 413', async () => {
    const reply = await postContact(jsonHeaders, JSON.stringify({ ...validContact, message: 'x'.repeat(5000) }));
    expect(reply.statusCode).toBe(413);
    expectErrorShape(reply.json());
  });

  it('names a missing field', async () => {
    const { email: _omitted, ...withoutEmail } = validContact;
    const reply = await postContact(jsonHeaders, withoutEmail);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('email is required.');
  });

  it('names a field of the wrong type', async () => {
    const reply = await postContact(jsonHeaders, { ...validContact, name: 42 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('name must be a string.');
  });

  it("uses the schema's own sentence for a wrong value", async () => {
    const reply = await postContact(jsonHeaders, { ...validContact, email: 'nope' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Please enter a valid email address');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(reply.statusCode).toBe(404);
    expectErrorShape(reply.json());
    expect(reply.json().message).toBe(apiMessages.notFound);
  });

  it('answers a path with a broken percent escape with the error shape', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/documentation/%E0%A4%A' });
    expect(reply.statusCode).toBe(400);
    expectErrorShape(reply.json());
    expect(reply.json().message).toBe(apiMessages.badAddress);
  });

  it('answers a path parameter over the length limit with the error shape', async () => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/mindmaps/${'a'.repeat(6000)}` });
    expect(reply.statusCode).toBe(414);
    expectErrorShape(reply.json());
    expect(reply.json().message).toBe(apiMessages.addressTooLong);
  });

  it('refuses a state-changing call from another site', async () => {
    const reply = await postContact({ ...jsonHeaders, origin: 'https://evil.example' }, validContact);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(apiMessages.forbiddenOrigin);
  });

  it('accepts the same call from this site', async () => {
    const reply = await postContact({ ...jsonHeaders, origin: t.config.PUBLIC_URL }, validContact);
    expect(reply.statusCode).toBe(201);
  });

  it('sends a request id and security headers on every reply', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const broken = await buildTestApp();
    await broken.database.handle.close();
    const reply = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ success: false, status: 'unavailable', database: 'down' });
    await broken.close();
  });
});
