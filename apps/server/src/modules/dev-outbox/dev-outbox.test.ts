/** The loopback outbox page: a trial's mail, to this machine only, and nowhere else. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { outboxPage } from './page.ts';
import { isLoopbackAddress } from './routes.ts';

let trial: TestApp;
let deployed: TestApp;
beforeAll(async () => {
  trial = await buildTestApp();
  deployed = await buildTestApp({
    env: { PUBLIC_URL: 'https://medsutra.example', OPERATOR_NAME: 'Sutra', OPERATOR_ADDRESS: 'Pune' },
  });
});
afterAll(async () => {
  await trial?.close();
  await deployed?.close();
});

describe('GET /dev/outbox', () => {
  it('shows a trial the verification mail it would have sent, newest first, with the link clickable', async () => {
    const { email } = await signUp(trial.app);
    const page = await trial.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`To ${email}`);
    const link = /<a href="(http:\/\/localhost:3000\/[^"]+)">/.exec(page.body)?.[1];
    expect(link).toMatch(/verify|token/i);
    const mapped = await trial.app.inject({ url: '/dev/outbox', remoteAddress: '::ffff:127.0.0.1' });
    expect(mapped.statusCode).toBe(200);
  });

  it('does not exist for anyone but this machine, whatever a forwarded header says', async () => {
    const outside = await trial.app.inject({
      url: '/dev/outbox',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('Outbox');
  });

  it('does not exist on an install people reach from elsewhere, even from this machine', async () => {
    await signUp(deployed.app);
    const page = await deployed.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Outbox');
  });
});

describe('the outbox page', () => {
  it('escapes what a mail holds and links only its http(s) addresses', () => {
    const html = outboxPage([
      {
        to: 'a@example.com',
        subject: '<script>alert(1)</script>',
        text: 'Open http://127.0.0.1:3000/reset?token=a&b=1 or javascript:alert(1) "now"',
        createdAt: new Date('2026-11-28T04:00:00Z'),
      },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="http://127.0.0.1:3000/reset?token=a&amp;b=1">');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('28 Nov 2026');
    expect(outboxPage([])).toContain('No mail yet');
  });

  it('knows a loopback address', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '203.0.113.7', '', undefined, '1127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});
