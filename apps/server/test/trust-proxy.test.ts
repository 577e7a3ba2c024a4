/**
 * Behind a load balancer (TRUST_PROXY=1) the address every limit counts is the one the balancer
 * saw, however many addresses a client writes into X-Forwarded-For itself (decision 074).
 */
import { expect, it } from 'vitest';
import { fingerprint, PASSWORD, signUp } from './helpers/accounts.ts';
import { jsonHeaders } from './helpers/build-test-app.ts';
import { testAppForFile } from './helpers/test-app-for-file.ts';

const BALANCER = '10.0.0.2';
const CLIENT = '203.0.113.7';
const t = testAppForFile({ env: { TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_PER_15_MINUTES: '1000' } });

/** A sign-in as the balancer forwards it: the client's own header, then the address it came from. */
function throughBalancer(email: string, password: string, claimed: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...jsonHeaders, 'x-forwarded-for': `${claimed}, ${CLIENT}` },
    remoteAddress: BALANCER,
    payload: {
      email,
      password,
      deviceFingerprint: fingerprint(),
      deviceInfo: { deviceName: 'Desktop', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', ipAddress: 'auto-detected' },
    },
  });
}

it('counts wrong passwords against the client the balancer saw, not the address the client claims', async () => {
  const { email } = await signUp(t.app);
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    statuses.push((await throughBalancer(email, `wrong-${i}-password`, `198.51.100.${i + 1}`)).statusCode);
  }
  // Ten failures lock the address out; the claimed addresses changed nothing.
  expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  expect((await throughBalancer(email, PASSWORD, '198.51.100.200')).statusCode).toBe(429);
});
