/**
 * A device removed from the account comes back: its cookie no longer signs in, and the auth
 * status (by the API and in the served page) says why, once, then clears the cookie. Any other
 * ending (sign-out) says nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStatus, fingerprint, sessionCookieOf, signInRequest, signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** An account signed in on a phone and a laptop; the laptop removes the phone. */
async function phoneRemovedByLaptop() {
  const phone = await signUp(t.app);
  const laptopReply = await signInRequest(t.app, { email: phone.email, device: fingerprint() });
  expect(laptopReply.statusCode).toBe(200);
  const laptop = sessionCookieOf(laptopReply);
  const list = await t.app.inject({ url: '/api/devices', headers: { cookie: laptop } });
  const devices: { id: string; current: boolean }[] = list.json().devices;
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/devices/${devices.find((device) => !device.current)!.id}`,
    headers: { ...jsonHeaders, cookie: laptop },
    payload: {},
  });
  expect(removed.statusCode).toBe(200);
  return { phone: phone.cookie, laptop };
}

const removedStatus = {
  success: true,
  authenticated: false,
  signedOutReason: 'device_removed',
  message: authMessages.server.signedOutDeviceRemoved,
};

const pageStatus = (html: string) =>
  JSON.parse(/<script type="application\/json" id="medsutra-auth-status">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('a removed device that comes back', () => {
  it('is told by GET /api/user/auth-status that it was removed, and its cookie is cleared', async () => {
    const { phone, laptop } = await phoneRemovedByLaptop();
    const reply = await authStatus(t.app, phone);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(removedStatus);
    const cleared = reply.cookies.find((cookie) => cookie.name === 'medsutra_session');
    expect(cleared?.value).toBe('');
    // The laptop that removed it is still signed in and told nothing.
    expect((await authStatus(t.app, laptop)).json()).toMatchObject({ authenticated: true });
    expect((await authStatus(t.app, laptop)).json().signedOutReason).toBeUndefined();
  });

  it('is told in the page it loads, which clears the cookie too', async () => {
    const { phone } = await phoneRemovedByLaptop();
    const page = await t.app.inject({ url: '/dashboard', headers: { cookie: phone } });
    expect(page.statusCode).toBe(200);
    expect(pageStatus(page.body)).toEqual(removedStatus);
    expect(page.cookies.find((cookie) => cookie.name === 'medsutra_session')?.value).toBe('');
  });

  it('is not claimed for a browser that signed out by itself, or for an unknown cookie', async () => {
    const account = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...jsonHeaders, cookie: account.cookie },
      payload: { email: account.email, fingerprint: account.device },
    });
    expect(out.statusCode).toBe(200);
    const afterSignOut = await authStatus(t.app, account.cookie);
    expect(afterSignOut.json()).toEqual({ success: true, authenticated: false });
    expect(afterSignOut.cookies).toEqual([]);
    expect((await authStatus(t.app, 'medsutra_session=not-a-real-token')).json()).toEqual({
      success: true,
      authenticated: false,
    });
  });
});
