import { expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

it('has readable account defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    LOGIN_MAX_FAILURES: 10,
    LOGIN_FAILURE_WINDOW_MINUTES: 15,
    MAIL_FROM: 'MedSutra <no-reply@medsutra.in>',
    GOOGLE_ISSUER: 'https://accounts.google.com',
    googleEnabled: false,
  });
  expect(config.REDIS_URL).toBeUndefined();
  expect(config.SMTP_URL).toBeUndefined();
});

it('turns Google sign-in on only with both the client id and secret', () => {
  expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).googleEnabled).toBe(false);
  expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).googleEnabled).toBe(true);
});

it('names a wrong REDIS_URL or SMTP_URL', () => {
  expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL: must start with redis:\/\//);
  expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL: must start with smtp:\/\//);
});

it('starts in production on PostgreSQL without CHATBASE_IDENTITY_SECRET (the database keeps a generated one)', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgresql://db/medsutra',
    OPERATOR_NAME: 'Operator',
    OPERATOR_ADDRESS: 'Address',
  } as const;
  expect(loadConfig(production).CHATBASE_IDENTITY_SECRET).toBeUndefined();
  expect(loadConfig({ ...production, CHATBASE_IDENTITY_SECRET: 'a-secret-of-sixteen+' }).CHATBASE_IDENTITY_SECRET).toBe(
    'a-secret-of-sixteen+',
  );
});
