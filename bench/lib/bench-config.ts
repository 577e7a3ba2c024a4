/**
 * The configuration an in-process benchmark server runs with: production, silent, any port, and
 * a trial on loopback (PUBLIC_URL 127.0.0.1), so production does not ask for OPERATOR_NAME and
 * OPERATOR_ADDRESS (apps/server/src/config.ts). `env` adds or overrides the rest.
 */
import { loadConfig } from '../../apps/server/src/config.ts';

export function benchConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...env,
  });
}
