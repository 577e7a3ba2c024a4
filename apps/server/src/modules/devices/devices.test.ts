import { authMessages } from '@medsutra/contract/auth/account-messages';
import { DEVICE_LIMIT } from '@medsutra/contract/product';
import { describe, expect, it } from 'vitest';
import {
  authStatus,
  fingerprint,
  PASSWORD,
  sessionCookieOf,
  signInRequest,
  signUp,
} from '../../../test/helpers/accounts.ts';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';

const t = testAppForFile();

const flags = {
  deviceFamily: 'mobile',
  osFamily: 'android',
  browserEngine: 'blink',
  isIncognito: 'normal_mode',
  isVirtualMachine: 'physical_device',
  suspiciousActivity: 'normal_behavior',
};
const verify = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-device',
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload,
  });

/** An account signed in on DEVICE_LIMIT devices. */
async function accountOnAllDevices() {
  const account = await signUp(t.app);
  const cookies = [account.cookie];
  const devices = [account.device];
  for (let i = 1; i < DEVICE_LIMIT; i++) {
    const device = fingerprint();
    const reply = await signInRequest(t.app, { email: account.email, device });
    expect(reply.statusCode).toBe(200);
    cookies.push(sessionCookieOf(reply));
    devices.push(device);
  }
  return { ...account, cookies, devices };
}

describe('the device limit', () => {
  it(`admits ${DEVICE_LIMIT} devices and refuses a third with the login message`, async () => {
    const { email, devices } = await accountOnAllDevices();
    const refused = await signInRequest(t.app, { email, device: fingerprint() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'device_limit_reached',
      message: authMessages.deviceLimit.login,
    });
    expect(refused.cookies).toHaveLength(0);
    // A known device still signs in, and signing out frees no slot.
    const again = await signInRequest(t.app, { email, device: devices[0] });
    expect(again.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...jsonHeaders, cookie: sessionCookieOf(again) },
      payload: {},
    });
    expect((await signInRequest(t.app, { email, device: fingerprint() })).statusCode).toBe(403);
  });

  it('lets a refused user prove her password, see her devices and remove one, then sign in', async () => {
    const { email, cookies } = await accountOnAllDevices();
    const listUrl = '/api/auth/devices/list';
    const wrong = await t.app.inject({
      method: 'POST',
      url: listUrl,
      headers: jsonHeaders,
      payload: { email, password: 'nope nope' },
    });
    expect(wrong.statusCode).toBe(401);

    const listed = await t.app.inject({
      method: 'POST',
      url: listUrl,
      headers: jsonHeaders,
      payload: { email, password: PASSWORD },
    });
    expect(listed.statusCode).toBe(200);
    const { devices, limit } = listed.json();
    expect(limit).toBe(DEVICE_LIMIT);
    expect(devices).toHaveLength(DEVICE_LIMIT);
    expect(devices[0]).toMatchObject({ deviceName: expect.any(String), lastUsed: expect.any(String), current: false });
    expect(JSON.stringify(devices)).not.toContain('DEVICE_');

    const oldest = devices.at(-1);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/devices/remove',
      headers: jsonHeaders,
      payload: { email, password: PASSWORD, deviceId: oldest.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().devices).toHaveLength(DEVICE_LIMIT - 1);
    // The removed device's session (the sign-up one, used longest ago) has ended.
    const statuses = await Promise.all(
      cookies.map(async (cookie) => (await authStatus(t.app, cookie)).json().authenticated),
    );
    expect(statuses.filter(Boolean)).toHaveLength(DEVICE_LIMIT - 1);

    expect((await signInRequest(t.app, { email, device: fingerprint() })).statusCode).toBe(200);
  });

  it("cannot remove another account's device", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { cookie: other.cookie } });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/devices/remove',
      headers: jsonHeaders,
      payload: { email: me.email, password: PASSWORD, deviceId: theirs.json().devices[0].id },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(authMessages.server.deviceNotFound);
  });
});

describe('verify-device', () => {
  it('verifies a visitor device with a sound fingerprint', async () => {
    const reply = await verify({
      deviceFingerprint: fingerprint(),
      securityFlags: flags,
      deviceInfo: { deviceName: 'Android' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, registered: false, message: authMessages.verification.verified });
  });

  it('refuses a missing or malformed fingerprint with the fingerprint-failure message', async () => {
    for (const deviceFingerprint of [undefined, 'not-a-fingerprint', 'DEVICE_<script>']) {
      const reply = await verify({ deviceFingerprint });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(authMessages.verification.fingerprintFailed);
    }
  });

  it('refuses bad security flags', async () => {
    const reply = await verify({ deviceFingerprint: fingerprint(), securityFlags: { ...flags, isIncognito: 'maybe' } });
    expect(reply.statusCode).toBe(400);
  });

  it('for a signed-in user: a known device is verified, a new one past the limit gets the verification message', async () => {
    const { cookies, devices } = await accountOnAllDevices();
    const known = await verify({ deviceFingerprint: devices[1], securityFlags: flags }, cookies[1]);
    expect(known.json()).toMatchObject({ success: true, registered: true });
    const extra = await verify({ deviceFingerprint: fingerprint(), securityFlags: flags }, cookies[1]);
    expect(extra.statusCode).toBe(403);
    expect(extra.json()).toMatchObject({
      error: 'device_limit_reached',
      message: authMessages.deviceLimit.verification,
    });
  });
});

describe('managing devices and sessions while signed in', () => {
  it('lists devices with the current one marked, and removing the current device signs this browser out', async () => {
    const { cookies } = await accountOnAllDevices();
    const list = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { cookie: cookies[0] } });
    const devices: { id: string; current: boolean }[] = list.json().devices;
    expect(devices.filter((d) => d.current)).toHaveLength(1);

    const other = devices.find((d) => !d.current)!;
    const removeOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/devices/${other.id}`,
      headers: { ...jsonHeaders, cookie: cookies[0] },
      payload: {},
    });
    expect(removeOther.statusCode).toBe(200);
    expect((await authStatus(t.app, cookies[1])).json().authenticated).toBe(false);
    expect((await authStatus(t.app, cookies[0])).json().authenticated).toBe(true);

    const current = devices.find((d) => d.current)!;
    const removeCurrent = await t.app.inject({
      method: 'DELETE',
      url: `/api/devices/${current.id}`,
      headers: { ...jsonHeaders, cookie: cookies[0] },
      payload: {},
    });
    expect(removeCurrent.cookies.find((c) => c.name === 'medsutra_session')?.value).toBe('');
    expect((await authStatus(t.app, cookies[0])).json().authenticated).toBe(false);
  });

  it('lists active sessions and ends one of them', async () => {
    const { cookies } = await accountOnAllDevices();
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie: cookies[0] } });
    const sessions: { id: string; current: boolean; deviceName: string | null }[] = list.json().sessions;
    expect(sessions).toHaveLength(DEVICE_LIMIT);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/session/${other.id}`,
      headers: { ...jsonHeaders, cookie: cookies[0] },
      payload: { reason: 'ended_by_user' },
    });
    expect(end.statusCode).toBe(200);
    expect((await authStatus(t.app, cookies[1])).json().authenticated).toBe(false);
    const after = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie: cookies[0] } });
    expect(after.json().sessions).toHaveLength(DEVICE_LIMIT - 1);
  });

  it('needs a session: 401 without one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/devices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
  });
});
