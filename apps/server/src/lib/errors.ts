/** Typed errors mapped to HTTP statuses in one table; the error handler reads it. */
export type AppErrorKind =
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'paymentRequired'
  | 'payloadTooLarge'
  | 'unsupportedMediaType'
  | 'rangeNotSatisfiable'
  | 'tooManyRequests'
  | 'unavailable';

const statusByKind: Record<AppErrorKind, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  paymentRequired: 402,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rangeNotSatisfiable: 416,
  tooManyRequests: 429,
  unavailable: 503,
};

/** An error whose message is written for the person who sees it. */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly statusCode: number;
  /** Extra reply fields the web app reads (for example `error: 'device_limit_reached'`). */
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    kind: AppErrorKind,
    message: string,
    options: { details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.statusCode = statusByKind[kind];
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError('badRequest', message, { details });
export const unauthorized = (message: string) => new AppError('unauthorized', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('notFound', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('conflict', message, { details });
