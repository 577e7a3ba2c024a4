/** The only reader of process.env: one zod schema that fails fast with a readable list. */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './server-root.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));

/** proxy-addr's names for whole address families, accepted beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us a client's address (X-Forwarded-For): none (`false`, the default), the
 * last N hops, or the listed addresses and ranges. A bare `true` would believe the header from
 * anyone, so any client could pick the address every per-address limit counts (decision 074).
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would believe X-Forwarded-For from any client, who could then choose the address every limit counts. Write the number of proxies in front of MedSutra (TRUST_PROXY=1 behind one load balancer) or their addresses or CIDR ranges (TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=10.0.1.5,10.0.1.6)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be a number of proxy hops (1) or a comma list of proxy addresses or CIDR ranges (10.0.0.0/8,192.168.1.5); not an address: ${wrong.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  /** Unset: http://localhost:{PORT}, so links and emails follow a changed port. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
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
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')).transform(parseTrustProxy),
  RATE_LIMIT_NOT_FOUND_PER_MINUTE: positiveInt(120),
  RATE_LIMIT_CONTACT_PER_HOUR: positiveInt(10),
  // accounts
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  RATE_LIMIT_SIGNIN_PER_15_MINUTES: positiveInt(300),
  RATE_LIMIT_SIGNUP_PER_HOUR: positiveInt(60),
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: positiveInt(30),
  PASSWORD_RESET_PER_EMAIL_PER_HOUR: positiveInt(5),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('MedSutra <no-reply@medsutra.in>')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  /** The sheets sync's spreadsheet; with a service-account key, exports also go to Google Sheets. */
  GOOGLE_SHEETS_SPREADSHEET_ID: optionalString,
  /** A Google service account's JSON key (the whole file's text); the spreadsheet is shared with it. */
  GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON: optionalString,
  /** The Sheets REST API's base (tests point it at a local fake). */
  GOOGLE_SHEETS_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://sheets.googleapis.com')),
  /** The Drive v3 REST API (tests point it at a local server speaking the same protocol). */
  GOOGLE_DRIVE_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googleapis.com')),
  CHATBASE_IDENTITY_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // Who runs this service: the privacy, terms and contact pages name them. Required in production,
  // except on a trial (an explicit loopback PUBLIC_URL), where the pages say they are not set.
  OPERATOR_NAME: optionalString,
  OPERATOR_ADDRESS: optionalString,
  GRIEVANCE_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an email address').default('grievance@medsutra.in')),
  // AI and jobs (mindmaps)
  /** An OpenAI-compatible API; with neither this nor AI_API_KEY the offline provider is used. */
  AI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
  /** The Premium chat's model (same provider); unset, Premium chat uses AI_MODEL with its longer context. */
  AI_PREMIUM_MODEL: optionalString,
  /** A vision-capable model of the same provider (image analysis); unset, image analysis refuses, free. */
  AI_VISION_MODEL: optionalString,
  /** An embedding model of the same provider (`/embeddings`); set, the tutor's retrieval adds it to BM25 (decision 135). */
  AI_EMBEDDING_MODEL: optionalString,
  /** Ask the embedding model for vectors this long (models that shorten, such as text-embedding-3-*); unset, its own. */
  AI_EMBEDDING_DIMENSIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(16).max(4096).optional()),
  /** A Chatbase agent id: `/chatbase-test` shows the Chatbase widget; unset, it says it is not configured. */
  CHATBASE_AGENT_ID: optionalString,
  RATE_LIMIT_TUTOR_PER_MINUTE: positiveInt(20),
  AI_TIMEOUT_MS: positiveInt(120_000),
  AI_MAX_RETRIES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(2)),
  JOBS_ROLE: z.preprocess(emptyToUndefined, z.enum(['all', 'api', 'worker']).default('all')),
  JOBS_POLL_INTERVAL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(500, 'must be at least 500 (pg-boss polls at most twice a second)').default(2000),
  ),
  JOBS_STOP_TIMEOUT_MS: positiveInt(15_000),
  JOBS_RETRY_DELAY_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  RATE_LIMIT_MINDMAP_PER_MINUTE: positiveInt(30),
  RATE_LIMIT_MINDMAP_PER_USER_PER_MINUTE: positiveInt(10),
  // the medical library
  /** The folder the library is imported from at start (the repository's content/library). */
  LIBRARY_CONTENT_DIR: optionalString,
  RATE_LIMIT_LIBRARY_SEARCH_PER_MINUTE: positiveInt(120),
  RATE_LIMIT_LIBRARY_REPORTS_PER_HOUR: positiveInt(20),
  // MCQ practice, tests and analytics (per address per minute)
  RATE_LIMIT_MCQ_SESSIONS_PER_MINUTE: positiveInt(30),
  RATE_LIMIT_MCQ_ANSWERS_PER_MINUTE: positiveInt(240),
  RATE_LIMIT_MCQ_ANALYTICS_PER_MINUTE: positiveInt(60),
  RATE_LIMIT_MCQ_TESTS_PER_MINUTE: positiveInt(30),
  RATE_LIMIT_MCQ_TEST_SAVES_PER_MINUTE: positiveInt(240),
  // notes and PDFs
  /** The largest PDF one upload may be (docs/product-rules.md: 50 MB). */
  PDF_MAX_BYTES: positiveInt(50 * 1024 * 1024),
  RATE_LIMIT_PDF_UPLOADS_PER_HOUR: positiveInt(60),
  // untrusted files (PDFs and pictures) are handled in a child process under these limits (decision 073)
  FILE_WORK_TIMEOUT_MS: positiveInt(20_000),
  FILE_WORK_MEMORY_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(128).default(512)),
  PDF_MAX_PAGES: positiveInt(3000),
  PDF_MAX_STREAM_MB: positiveInt(100),
  PDF_MAX_DECODED_MB: positiveInt(400),
  IMAGE_MAX_MEGAPIXELS: positiveInt(40),
  /** S3-compatible storage for uploaded and generated files: all four of these, or none for DATA_DIR/files. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  // payments: Razorpay when all three secrets are set, otherwise the built-in test mode
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.razorpay.com')),
  /** Test-mode payments on a server people reach from elsewhere: only when asked for on purpose. */
  PAYMENTS_TEST_MODE: z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
  /** The address people use: PUBLIC_URL, or http://localhost:{PORT}. */
  PUBLIC_URL: string;
  /** Absolute path of the embedded database's data directory. */
  dataDirPath: string;
  /** Absolute path of the built web app. */
  webDistPath: string;
  secureCookies: boolean;
  /** Where generated files (mindmap PDFs) are kept: DATA_DIR/files. */
  filesDirPath: string;
  /** Absolute path of the library's content: LIBRARY_CONTENT_DIR, or the repository's content/library. */
  libraryContentPath: string;
  /** Google sign-in is offered only when both its client id and secret are set. */
  googleEnabled: boolean;
  /** Razorpay takes payments only when its key id, key secret and webhook secret are all set. */
  razorpayEnabled: boolean;
  /**
   * How payments are taken: Razorpay; the built-in test mode (free purchases) only on a loopback
   * PUBLIC_URL set explicitly, or with PAYMENTS_TEST_MODE=true; otherwise not at all.
   */
  paymentsMode: 'razorpay' | 'test' | 'off';
  /** A trial on one's own machine: PUBLIC_URL set explicitly to a loopback address (decision 079). */
  loopbackTrial: boolean;
};

/** localhost, 127.0.0.0/8 or ::1: a trial on one's own machine, which no one else can reach. */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

export class ConfigError extends Error {}

/**
 * `--role=all|api|worker` on the command line, which wins over JOBS_ROLE. With the embedded
 * database only `all` makes sense: one process owns DATA_DIR, so it must also run the jobs.
 */
export function applyRoleFlag(config: Config, args: readonly string[]): Config {
  const flag = args.find((arg) => arg.startsWith('--role='));
  const role = flag ? flag.slice('--role='.length) : config.JOBS_ROLE;
  if (role !== 'all' && role !== 'api' && role !== 'worker') {
    throw new ConfigError(`MedSutra cannot start: --role must be all, api or worker (got "${role}").`);
  }
  if (role !== 'all' && !config.DATABASE_URL) {
    throw new ConfigError(
      `MedSutra cannot start: --role=${role} needs DATABASE_URL. The embedded database belongs to one process, which runs both the API and the jobs (--role=all).`,
    );
  }
  return { ...config, JOBS_ROLE: role };
}

/**
 * The environment of a process that reads hostile files (lib/untrusted/pool.ts): none of the
 * API's secrets (database, Redis, S3, payment keys), only what Node needs to find itself and its
 * compile cache.
 */
export function untrustedChildEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    ['PATH', 'NODE_COMPILE_CACHE', 'TMPDIR'].flatMap((name) => (env[name] ? [[name, env[name]]] : [])),
  );
}

/** The file work's limits (lib/untrusted), from the configuration. */
export function fileWorkLimits(config: Config) {
  return {
    timeoutMs: config.FILE_WORK_TIMEOUT_MS,
    memoryMb: config.FILE_WORK_MEMORY_MB,
    maxPages: config.PDF_MAX_PAGES,
    maxStreamBytes: config.PDF_MAX_STREAM_MB * 1024 * 1024,
    maxDecodedBytes: config.PDF_MAX_DECODED_MB * 1024 * 1024,
    maxImagePixels: config.IMAGE_MAX_MEGAPIXELS * 1_000_000,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(
      `MedSutra cannot start: the configuration is not valid.\n${lines.join('\n')}\nSee the configuration table in README.md.`,
    );
  }
  const config = parsed.data;
  const razorpayVars = [config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, config.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayVars.some(Boolean) && !razorpayVars.every(Boolean)) {
    // Half a Razorpay configuration would quietly fall back to test mode, where payments are free.
    throw new ConfigError(
      'MedSutra cannot start: the configuration is not valid.\n  - RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: set all three for Razorpay, or none for test mode\nSee the configuration table in README.md.',
    );
  }
  const s3Vars = [config.S3_ENDPOINT, config.S3_BUCKET, config.S3_ACCESS_KEY_ID, config.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    // Half an S3 configuration would quietly keep files on this machine's disk.
    throw new ConfigError(
      'MedSutra cannot start: the configuration is not valid.\n  - S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set all four for S3-compatible storage, or none for DATA_DIR/files\nSee the configuration table in README.md.',
    );
  }
  const trial = config.PUBLIC_URL !== undefined && isLoopbackUrl(config.PUBLIC_URL);
  if (config.NODE_ENV === 'production' && !trial && !(config.OPERATOR_NAME && config.OPERATOR_ADDRESS)) {
    // The legal pages must say who runs the service before real people use it (DPDP Act 2023).
    throw new ConfigError(
      'MedSutra cannot start: the configuration is not valid.\n  - OPERATOR_NAME, OPERATOR_ADDRESS: the privacy, terms and contact pages must name who runs this service and where; set both (a trial on a loopback PUBLIC_URL may leave them unset)\nSee the configuration table in README.md.',
    );
  }
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const razorpayEnabled = Boolean(
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET,
  );
  return {
    ...config,
    PUBLIC_URL: publicUrl,
    dataDirPath: path.resolve(config.DATA_DIR),
    filesDirPath: path.join(path.resolve(config.DATA_DIR), 'files'),
    libraryContentPath: path.resolve(
      config.LIBRARY_CONTENT_DIR ?? path.join(serverRoot, '..', '..', 'content', 'library'),
    ),
    webDistPath: path.resolve(config.WEB_DIST_DIR ?? path.join(serverRoot, '..', 'web', 'dist')),
    secureCookies: publicUrl.startsWith('https://'),
    googleEnabled: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    razorpayEnabled,
    loopbackTrial: trial,
    // The default http://localhost:{PORT} says nothing of who can reach the server (HOST=0.0.0.0 in
    // a container keeps it), so only an explicit loopback PUBLIC_URL means a trial (decision 079).
    paymentsMode: razorpayEnabled ? 'razorpay' : config.PAYMENTS_TEST_MODE || trial ? 'test' : 'off',
  };
}
