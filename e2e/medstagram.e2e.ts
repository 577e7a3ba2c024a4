/**
 * Medstagram as a community in a real browser against the real server: one student posts a
 * picture; another finds it, likes it, comments, reports it and follows her; she sees the three
 * notifications under the header's bell, and blocks him; then each has vanished for the other.
 * Screenshots of the feed and a profile at 360 and 1280 px go to `screenshots/`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { communityScreenMessages as text } from '@medsutra/contract/medstagram/messages';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newDevice, PHONE } from './helpers/browser.ts';
import { serverRoot } from './helpers/paths.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

const screenshots = path.resolve(serverRoot, '..', '..', 'screenshots');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  fs.mkdirSync(screenshots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function student(fullName: string): Promise<Page> {
  const context = await newDevice(browser, { serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  const reply = await page.request.post(`${server.url}/api/auth/signup`, {
    headers: { origin: server.url },
    data: {
      email: `${fullName.split(' ')[0]!.toLowerCase()}.${crypto.randomBytes(5).toString('hex')}@example.com`,
      password: 'Exam ready 2026!',
      confirmPassword: 'Exam ready 2026!',
      fullName,
      deviceFingerprint: `DEVICE_e2e_${crypto.randomBytes(6).toString('hex')}`,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return page;
}

/** Waits for a page to settle on a slow, shared machine. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['360', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    // From the top: the sticky header would otherwise sit in the middle of a full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshots, `medstagram-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

it('two students follow, like, comment, report and block; the blocked one vanishes both ways', async () => {
  const asha = await student('Asha Rao');
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6f8f' } })
    .png()
    .toBuffer();
  const posted = await asha.request.post(`${server.url}/api/medstagram/image-posts`, {
    headers: { origin: server.url },
    multipart: {
      caption: 'Brachial plexus: roots, trunks, divisions, cords, branches',
      file: { name: 'plexus.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  const ravi = await student('Ravi Kumar');
  await ravi.goto(`${server.url}/medstagram`);
  const post = ravi.locator('[data-post-id]').filter({ hasText: 'Brachial plexus' });
  await poll(() => post.count()).toBe(1);
  await poll(() => post.locator('img[width="900"]').getAttribute('loading')).toBe('lazy');

  // Like and comment from the feed.
  await post.getByRole('button', { name: /^Like/ }).click();
  await poll(() => post.getByRole('button', { name: /^Unlike/ }).getAttribute('aria-pressed')).toBe('true');
  await post.getByRole('button', { name: /0 comments/ }).click();
  await post.getByRole('textbox', { name: text.commentLabel }).fill('Great sketch, thanks!');
  await post.getByRole('button', { name: text.commentSend, exact: true }).click();
  await poll(() => post.locator('[data-comment-id]').filter({ hasText: 'Great sketch, thanks!' }).count()).toBe(1);
  await shoot(ravi, 'feed');

  // Report her post: one reason, sent to the admins' moderation queue.
  await post.getByRole('button', { name: text.report, exact: true }).click();
  const dialog = ravi.getByRole('dialog');
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: text.reportSend, exact: true }).click();
  await poll(() => ravi.getByText(text.reportSent).count()).toBe(1);
  await poll(() => dialog.count()).toBe(0);

  // Follow from her profile.
  await post.getByRole('link', { name: /Asha Rao/ }).click();
  await ravi.getByRole('button', { name: text.follow, exact: true }).click();
  await poll(() => ravi.locator('[data-count="followers"]').textContent()).toBe('1');
  const ashaProfile = ravi.url();
  await shoot(ravi, 'profile');

  // She sees three notifications under the bell, and blocks him from his profile.
  await asha.goto(`${server.url}/medstagram`);
  const bell = asha.getByRole('link', { name: /^Notifications/ });
  await poll(() => bell.getAttribute('data-unread')).toBe('3');
  await bell.click();
  const list = asha.locator('main li');
  await poll(() => list.count()).toBe(3);
  await poll(() => bell.getAttribute('data-unread')).toBe('0');
  await list.first().getByRole('link', { name: 'Ravi Kumar' }).click();
  await asha.getByRole('button', { name: text.block, exact: true }).click();
  await poll(() => asha.getByText(text.blockedNote).count()).toBe(1);

  // His comment is gone from her post; her post and profile are gone for him.
  await asha.goto(`${server.url}/medstagram`);
  const own = asha.locator('[data-post-id]').filter({ hasText: 'Brachial plexus' });
  await own.getByRole('button', { name: /comment/ }).click();
  await poll(() => own.getByText(text.commentsEmpty).count()).toBe(1);
  await ravi.goto(`${server.url}/medstagram`);
  await poll(() => ravi.getByText('Brachial plexus').count()).toBe(0);
  // Her profile, opened afresh (a back-then-reload raced the back navigation: ERR_ABORTED).
  await ravi.goto(ashaProfile);
  await poll(() => ravi.getByText('No student has that Medstagram handle.').count()).toBe(1);
});
