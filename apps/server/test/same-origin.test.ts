/**
 * The same-origin and JSON-only checks hold however the path is spelled, and only PUBLIC_URL is
 * this site: an Origin that merely matches the request's own Host (DNS rebinding) is another site.
 */
import { apiMessages } from '@medsutra/contract/http/messages';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from './helpers/build-test-app.ts';
import { testAppForFile } from './helpers/test-app-for-file.ts';

const t = testAppForFile({ env: { PUBLIC_URL: 'https://medsutra.example', RATE_LIMIT_CONTACT_PER_HOUR: '100' } });

const contact = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'A question about plans.' };
/** `POST` the body to `url` with these headers. */
const post = (url: string, headers: Record<string, string>, payload: string | object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('a percent-encoded path', () => {
  for (const url of ['/%61pi/contact', '/api/%63ontact', '/%61%70%69/contact']) {
    it(`${url} from another site is refused like /api/contact`, async () => {
      const reply = await post(url, { ...jsonHeaders, origin: 'https://evil.example' }, contact);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe(apiMessages.forbiddenOrigin);
    });

    it(`${url} with a form body is refused like /api/contact`, async () => {
      const reply = await post(url, { 'content-type': 'text/plain' }, JSON.stringify(contact));
      expect(reply.statusCode).toBe(415);
      expect(reply.json().message).toBe(apiMessages.unsupportedMediaType);
    });
  }
});

describe('the Origin', () => {
  it('is refused when it only matches the Host the request names (DNS rebinding)', async () => {
    const reply = await post(
      '/api/contact',
      { ...jsonHeaders, host: 'rebound.example', origin: 'http://rebound.example' },
      contact,
    );
    expect(reply.statusCode).toBe(403);
  });

  it('is accepted when it is PUBLIC_URL', async () => {
    const reply = await post('/api/contact', { ...jsonHeaders, origin: 'https://medsutra.example' }, contact);
    expect(reply.statusCode).toBe(201);
  });
});
