/**
 * What every module's wiring is given: the app, the outside world (`AppDeps`) and the parts made
 * once for all modules. app.ts makes these in order and hands them on as one object.
 */
import type { FastifyInstance } from 'fastify';
import type { AiProvider } from '../adapters/ai/provider.ts';
import type { FileStore } from '../adapters/files/file-store.ts';
import type { GoogleDrive } from '../adapters/google-drive/google-drive.ts';
import type { PaymentProvider } from '../adapters/payments/provider.ts';
import type { RateLimitStore } from '../adapters/rate-limit/rate-limit-store.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { LogStream } from '../lib/log-redaction.ts';
import type { RenderedPage } from '../lib/pdf-pages.ts';
import type { WatermarkMark } from '../lib/pdf-watermark.ts';
import type { FileWork } from '../lib/untrusted/file-work.ts';
import type { PasswordHasher } from '../modules/auth/password-hasher.ts';
import type { OnAccountCreated, OnEmailVerified } from '../modules/auth/service.ts';
import type { SourceFetcher } from '../modules/documentation/source-fetcher.ts';
import type { ReportTarget } from '../modules/moderation/report-target.ts';
import type { AccountServices } from './accounts.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  now?: () => Date;
  /** Fetches official documentation pages for Refresh; tests point it at a local server. */
  documentationSourceFetcher?: SourceFetcher;
  /** The AI provider; by default chosen from AI_* (offline when nothing is configured). */
  ai?: AiProvider;
  /** The job queue; by default pg-boss on `database`, started and stopped with the app. */
  jobs?: JobQueue;
  /** How long the default job queue waits after the app is ready before it starts (0). */
  jobsStartDelayMs?: number;
  /** Where generated files go; by default DATA_DIR/files. */
  files?: FileStore;
  /** Google Drive; by default the real API when Google is configured, otherwise none. */
  googleDrive?: GoogleDrive | null;
  /** payments: the provider; by default Razorpay when configured, else the test mode. */
  payments?: PaymentProvider;
  /** accounts: runs inside the transaction that creates an account (tests observe it here). */
  onAccountCreated?: OnAccountCreated;
  /** accounts: runs after an address is verified (tests observe it here). */
  onEmailVerified?: OnEmailVerified;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: LogStream;
  /** moderation: the report targets of the modules that own reportable things; tests add their own. */
  reportTargets?: readonly ReportTarget[];
  /** accounts: the password hasher (argon2id); tests count its verifications. */
  passwordHasher?: PasswordHasher;
  /**
   * Untrusted files' work (decision 073): one pool of child processes under the FILE_WORK_* and
   * PDF_MAX_* limits, started on first use. Tests give one with their own limits.
   */
  fileWork?: FileWork;
  /**
   * PDF work (decision 069): the store's preview renderer and the purchased copies' stamper; by
   * default the file work's. Tests count their calls or make them fail.
   */
  pdfWork?: {
    renderPages?: (bytes: Uint8Array, pages: readonly number[]) => Promise<RenderedPage[]>;
    stamp?: (bytes: Uint8Array, mark: WatermarkMark) => Promise<Uint8Array>;
  };
}

/** The shared parts every module's wiring may use; made once, in order, by buildApp. */
export interface WiringContext {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  database: DatabaseHandle;
  db: Database;
  now: () => Date;
  /** Every module defines its jobs on this queue; it starts once the app is ready. */
  jobs: JobQueue;
  /** Rate-limit counters shared by the modules (in Redis when several processes must agree). */
  rateLimitStore: RateLimitStore;
  /** The accounts' services that other modules ask (users, sessions, devices, the cookie). */
  accountServices: AccountServices;
  files: FileStore;
  /** Every untrusted PDF or picture is parsed, drawn and stamped in this pool's child processes. */
  fileWork: FileWork;
}
