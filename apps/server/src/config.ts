/** The only reader of process.env: one zod schema that fails fast with a readable list. */
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().default('http://localhost:3000')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
  TRUST_PROXY: z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true'),
  RATE_LIMIT_NOT_FOUND_PER_MINUTE: positiveInt(120),
  RATE_LIMIT_CONTACT_PER_HOUR: positiveInt(10),
});

export type Config = z.infer<typeof configSchema> & {
  /** Absolute path of the embedded database's data directory. */
  dataDirPath: string;
  /** Absolute path of the built web app. */
  webDistPath: string;
  secureCookies: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(
      `MedSutra cannot start: the configuration is not valid.\n${lines.join('\n')}\nSee the configuration table in README.md.`,
    );
  }
  const config = parsed.data;
  const serverRoot = path.resolve(import.meta.dirname, '..');
  return {
    ...config,
    dataDirPath: path.resolve(config.DATA_DIR),
    webDistPath: path.resolve(config.WEB_DIST_DIR ?? path.join(serverRoot, '..', 'web', 'dist')),
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
  };
}
