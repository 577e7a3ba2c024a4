import { expect, it } from 'vitest';
import { createAiProvider } from '../adapters/ai/create-provider.ts';
import { applyRoleFlag, ConfigError, loadConfig } from '../config.ts';

it('runs everything in one process, offline, when nothing is configured', async () => {
  const config = applyRoleFlag(loadConfig({}), []);
  expect(config.JOBS_ROLE).toBe('all');
  expect(config).toMatchObject({
    AI_MODEL: 'gpt-4o-mini',
    AI_TIMEOUT_MS: 120_000,
    AI_MAX_RETRIES: 2,
    JOBS_POLL_INTERVAL_MS: 2000,
    JOBS_RETRY_DELAY_SECONDS: 10,
  });
  expect(config.filesDirPath.endsWith('/files')).toBe(true);
  expect((await createAiProvider(config)).source).toBe('offline');
});

it('uses an OpenAI-compatible provider when a base URL or a key is set', async () => {
  expect((await createAiProvider(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }))).source).toBe('ai');
  const provider = await createAiProvider(loadConfig({ AI_API_KEY: 'sk-x', AI_MODEL: 'gpt-4.1-mini' }));
  expect(provider).toMatchObject({ source: 'ai', model: 'gpt-4.1-mini' });
});

it('takes --role from the command line over JOBS_ROLE, with PostgreSQL', () => {
  const env = { DATABASE_URL: 'postgresql://localhost/medsutra', JOBS_ROLE: 'api' };
  expect(applyRoleFlag(loadConfig(env), []).JOBS_ROLE).toBe('api');
  expect(applyRoleFlag(loadConfig(env), ['--role=worker']).JOBS_ROLE).toBe('worker');
});

it('refuses a split role on the embedded database, and an unknown role', () => {
  expect(() => applyRoleFlag(loadConfig({}), ['--role=api'])).toThrow(/needs DATABASE_URL/);
  expect(() => applyRoleFlag(loadConfig({ DATABASE_URL: 'postgresql://x/y' }), ['--role=boss'])).toThrow(ConfigError);
  expect(() => loadConfig({ JOBS_POLL_INTERVAL_MS: '100' })).toThrow(/JOBS_POLL_INTERVAL_MS/);
});
