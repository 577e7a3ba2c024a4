/**
 * What the server's log may hold. A log line is read by more people (and kept longer) than the
 * database, so secrets never reach it: query parameters (a failed INSERT carries the password
 * hash), password hashes, session and reset tokens, cookies and the values of URL query strings.
 */
import type { PinoLoggerOptions } from 'fastify/types/logger.js';

/** Where log lines go; tests hand in a stream that keeps them. */
export interface LogStream {
  write(line: string): void;
}

const REDACTED = '[redacted]';

/** Keys whose values are secret wherever they appear in a logged object (pino redact paths). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'sessionToken',
  'cookie',
  'authorization',
  'params',
  'parameters',
];

const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

/**
 * Text patterns that are secret whatever key they sit under: an argon2 hash, the "params:" tail
 * drizzle adds to a failed query's message (its bound values), and the value of a `token=` in a
 * URL. Applied to error messages and stacks, which redact paths cannot reach inside.
 */
function scrubSecrets(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |\ncaused by|$)/gi, `\nparams: ${REDACTED}`)
    .replace(/\$argon2(id|i|d)\$[^\s,'")\]]*/g, REDACTED)
    .replace(/([?&](?:token|code|state)=)[^&#\s'"]*/gi, `$1${REDACTED}`);
}

/** A URL with every query value replaced: `/reset-password?token=[redacted]`. */
function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: LoggedError;
}

/**
 * Errors are logged by an allow-list of fields: a database error's own fields (drizzle's `params`,
 * pg's `parameters`) never reach the line, and its message and stack lose the bound values.
 */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubSecrets(String(error)) };
  const withFields = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor?.name ?? error.name,
    message: scrubSecrets(error.message),
    ...(error.stack ? { stack: scrubSecrets(error.stack) } : {}),
    ...(withFields.code !== undefined ? { code: withFields.code } : {}),
    ...(withFields.statusCode !== undefined ? { statusCode: withFields.statusCode } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request fields, with the query string's values redacted (reset links carry a token). */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: redactQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's `logger` option: pino with the redaction above, writing to `stream` when given. */
export function loggerOptions(level: string, stream?: LogStream): PinoLoggerOptions & { stream?: LogStream } {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
