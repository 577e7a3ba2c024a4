import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

it('runs with nothing configured', () => {
  const config = loadConfig({});
  expect(config.PORT).toBe(3000);
  expect(config.HOST).toBe('127.0.0.1');
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.dataDirPath.endsWith('.data')).toBe(true);
  expect(config.secureCookies).toBe(false);
});

it('fails fast with every problem listed by name', () => {
  expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
  try {
    loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
  } catch (error) {
    const text = (error as Error).message;
    expect(text).toContain('PORT');
    expect(text).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(text).toContain('LOG_LEVEL');
  }
});

it('gives links the port the server listens on when no public address is set', () => {
  expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
  expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
  expect(loadConfig({ PORT: '4000', PUBLIC_URL: 'https://medsutra.in' }).PUBLIC_URL).toBe('https://medsutra.in');
});

it('uses secure cookies when the public address is https', () => {
  expect(loadConfig({ PUBLIC_URL: 'https://medsutra.in' }).secureCookies).toBe(true);
});

it('allows free test-mode payments only on an explicit loopback address or when PAYMENTS_TEST_MODE=true', () => {
  // The default PUBLIC_URL (http://localhost:{PORT}) is not a trial: a container on 0.0.0.0 keeps it.
  expect(loadConfig({}).paymentsMode).toBe('off');
  expect(
    loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'production', OPERATOR_NAME: 'Operator', OPERATOR_ADDRESS: 'Address' })
      .paymentsMode,
  ).toBe('off');
  expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).paymentsMode).toBe('test');
  expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).paymentsMode).toBe('test');
  expect(loadConfig({ PUBLIC_URL: 'http://[::1]:3000' }).paymentsMode).toBe('test');
  expect(loadConfig({ PUBLIC_URL: 'https://medsutra.in' }).paymentsMode).toBe('off');
  expect(loadConfig({ PUBLIC_URL: 'http://localhost.medsutra.in' }).paymentsMode).toBe('off');
  expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).paymentsMode).toBe('off');
  expect(loadConfig({ PUBLIC_URL: 'https://medsutra.in', PAYMENTS_TEST_MODE: 'true' }).paymentsMode).toBe('test');
  const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
  expect(loadConfig({ PUBLIC_URL: 'https://medsutra.in', ...razorpay }).paymentsMode).toBe('razorpay');
  expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(ConfigError);
});

it('trusts X-Forwarded-For only from a number of hops or listed proxies, never from anyone', () => {
  expect(loadConfig({}).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    '192.168.1.5',
    '::1',
  ]);
  expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
    /TRUST_PROXY: true would believe X-Forwarded-For from any client.*TRUST_PROXY=1 behind one load balancer/,
  );
  expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not an address: 10.0.0.0\/33/);
  expect(() => loadConfig({ TRUST_PROXY: 'balancer.internal' })).toThrow(/not an address: balancer.internal/);
});
