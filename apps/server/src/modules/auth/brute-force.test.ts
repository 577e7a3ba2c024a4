import { authMessages } from '@medsutra/contract/auth/account-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint, PASSWORD, signInRequest, signUp, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';

let clock = new Date('2026-11-21T04:30:00Z'); // 10:00 IST
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    now: () => clock,
    env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000', RATE_LIMIT_SIGNIN_PER_15_MINUTES: '1000' },
  });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

describe('failed sign-ins for one account from one address', () => {
  it('after 10 failures answers 429 with Retry-After and when to try again, while another address still signs in', async () => {
    const { email, device } = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      const reply = await signInRequest(t.app, { email, password: `wrong-${i}-password`, ip: ATTACKER });
      expect(reply.statusCode).toBe(401);
    }
    clock = new Date(clock.getTime() + 2 * MINUTE);
    // Even the right password is refused from this address now.
    const locked = await signInRequest(t.app, { email, device, ip: ATTACKER });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(13 * 60));
    expect(locked.json()).toMatchObject({
      success: false,
      message: authMessages.server.tooManyFailures(13, '10:15 am IST'),
    });

    // The owner, elsewhere, is not locked out by the stranger.
    const owner = await signInRequest(t.app, { email, device, ip: OWNER });
    expect(owner.statusCode).toBe(200);

    // When the window ends the address may try again.
    clock = new Date(clock.getTime() + 14 * MINUTE);
    expect((await signInRequest(t.app, { email, device, ip: ATTACKER })).statusCode).toBe(200);
  });

  it('counts unknown accounts too, and a success clears the count', async () => {
    const { email, device } = await signUp(t.app);
    for (let i = 0; i < 9; i++) await signInRequest(t.app, { email, password: 'not the one', ip: ATTACKER });
    expect((await signInRequest(t.app, { email, device, ip: ATTACKER })).statusCode).toBe(200);
    // Without the reset this would be the 10th failure and the next attempt a 429.
    expect((await signInRequest(t.app, { email, password: 'not the one', ip: ATTACKER })).statusCode).toBe(401);
    expect((await signInRequest(t.app, { email, device, ip: ATTACKER })).statusCode).toBe(200);

    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++) await signInRequest(t.app, { email: nobody, ip: ATTACKER });
    expect((await signInRequest(t.app, { email: nobody, ip: ATTACKER })).statusCode).toBe(429);
  });

  it('password proofs on /remove-device count towards the same limit', async () => {
    const { email, device } = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/devices/list',
        headers: jsonHeaders,
        remoteAddress: ATTACKER,
        payload: { email, password: 'guess guess' },
      });
    }
    expect((await signInRequest(t.app, { email, device, ip: ATTACKER })).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 16 * MINUTE);
  });
});

describe('per-address limits', () => {
  it('limits sign-ups per address per hour, configurable', async () => {
    const strict = await buildTestApp({
      now: () => clock,
      env: { RATE_LIMIT_SIGNUP_PER_HOUR: '2' },
      database: t.database,
    });
    try {
      const attempt = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          headers: jsonHeaders,
          remoteAddress: '192.0.2.1',
          payload: { email: uniqueEmail(), password: PASSWORD, fullName: 'Hostel', deviceFingerprint: fingerprint() },
        });
      expect((await attempt()).statusCode).toBe(201);
      expect((await attempt()).statusCode).toBe(201);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('3600');
      expect(limited.json().message).toBe(authMessages.server.tooManySignUps(60));
    } finally {
      await strict.app.close();
    }
  });

  it('limits sign-in attempts per address', async () => {
    const strict = await buildTestApp({
      now: () => clock,
      env: { RATE_LIMIT_SIGNIN_PER_15_MINUTES: '3' },
      database: t.database,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await signInRequest(strict.app, { email: uniqueEmail(), ip: '192.0.2.2' })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      // Another address is unaffected.
      expect((await signInRequest(strict.app, { email: uniqueEmail(), ip: '192.0.2.3' })).statusCode).toBe(404);
    } finally {
      await strict.app.close();
    }
  });
});
