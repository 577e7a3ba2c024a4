/**
 * The job queue: pg-boss on the app's own database (through its PGlite adapter in embedded mode,
 * through the app's `pg` pool on PostgreSQL), so a job is a row that survives restarts and can be
 * created in the same transaction as the data it is about.
 *
 * Roles: `all` sends and works; `api` only sends; `worker` only works. Every role runs pg-boss's
 * maintenance (it is safe on many processes).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, PgBoss, Db as PgBossDb } from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client.ts';

const jobsRoles = ['all', 'api', 'worker'] as const;

/**
 * A running job's worker stamps it this often (half of it, pg-boss's default refresh); a job
 * whose stamp is older was left by a process that died, and the supervisor hands it back to be
 * retried. Without it, a crashed job waits for its whole expiry (15 minutes for a mindmap).
 * 10 s is pg-boss's floor.
 */
const JOB_HEARTBEAT_SECONDS = 10;
/**
 * How often the supervisor wakes, and how often one of the processes (whichever claims the turn)
 * fails jobs with a stale heartbeat or a passed expiry; pg-boss's defaults are 60 s for both.
 */
const SUPERVISOR = { superviseIntervalSeconds: 5, monitorIntervalSeconds: 10 };
/**
 * A queue's `concurrency` is split into batches of at most this many jobs, one poller each. Burst
 * fetching needs batches of two or more; small batches keep one slow job from holding many back.
 */
const JOBS_PER_BATCH = 4;
type JobsRole = (typeof jobsRoles)[number];

/** What a handler gets: one job at a time. `signal` aborts when the queue stops mid-job. */
interface JobContext<T> {
  id: string;
  data: T;
  retryCount: number;
  signal: AbortSignal;
}

export interface JobDefinition<T> {
  name: string;
  /** Attempts after the first before the job is failed (and moved to its dead-letter queue). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may run before pg-boss takes it back and retries it. */
  expireInSeconds: number;
  /** Jobs that fail every attempt are copied here; define a handler for it to clean up. */
  deadLetter?: string;
  /** Handlers run at most this many of the queue's jobs at once in this process (default 1). */
  concurrency?: number;
  /** Sends a job on this cron schedule (pg-boss's scheduler; a missed occurrence is sent once). */
  schedule?: { cron: string; tz?: string };
  handler(job: JobContext<T>): Promise<void>;
}

/** A Drizzle transaction (or the database itself) to create a job in. */
type JobTransaction = Pick<Database, 'execute'>;

export interface JobQueue {
  readonly role: JobsRole;
  /** Registers a queue and its handler; call before `start`. */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Starts once; later calls (and `send`) wait for the same start. */
  start(): Promise<void>;
  /**
   * Resolves once jobs can be sent. Await it before opening a transaction that sends a job: on
   * PGlite the start itself needs the database, which that transaction would be holding.
   */
  whenReady(): Promise<void>;
  stop(): Promise<void>;
  /** Creates a job; with `tx` it commits or rolls back with that transaction. */
  send<T extends object>(name: string, data: T, options?: { tx?: JobTransaction }): Promise<string>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  role: JobsRole;
  /** How often an idle worker looks for jobs. pg-boss's floor is 0.5 s. */
  pollingIntervalSeconds: number;
  /** How long `stop` lets running jobs finish before handing them back to the queue. */
  stopTimeoutMs: number;
  /**
   * How long `start` waits before loading pg-boss and creating its queues (0 by default). The
   * server process waits a moment (decision 071): loading pg-boss and its first statements held
   * back the first requests, on PGlite's one connection most of all. Sends and `whenReady` wait
   * for the start as they do during it; `stop` during the wait cancels it.
   */
  startDelayMs?: number;
  logger?: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

function poolAdapter(pool: NonNullable<DatabaseHandle['pool']>): PgBossDb {
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
      // A multi-statement block (pg-boss's locked() BEGIN … COMMIT) answers one result per statement.
      return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows) } : result;
    },
  };
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, role } = options;
  const definitions = new Map<string, JobDefinition<object>>();
  // pg-boss is loaded when the queue starts, so building an app (every test does) stays cheap.
  let pgBoss: typeof import('pg-boss') | null = null;
  let boss: PgBoss | null = null;
  /** The start in progress or done; `send` and `stop` wait for it. */
  let starting: Promise<void> | null = null;
  /** Set once every queue exists and is cached, before the workers start. */
  let ready = false;
  let markReady: () => void = () => {};
  let failReady: (error: unknown) => void = () => {};
  /** Settles with each start (a queue started again after a stop gets a new one). */
  let readyPromise: Promise<void> = Promise.resolve();
  function newReadyPromise() {
    readyPromise = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    readyPromise.catch(() => {});
  }

  let cancelStartDelay: () => void = () => {};
  /** Resolves true once the start delay has passed, false when `stop` cancelled it. */
  function afterStartDelay(): Promise<boolean> {
    const delayMs = options.startDelayMs ?? 0;
    if (delayMs <= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(true), delayMs);
      cancelStartDelay = () => {
        clearTimeout(timer);
        resolve(false);
      };
    });
  }

  async function createBoss(): Promise<PgBoss> {
    pgBoss ??= await import('pg-boss');
    // The scheduler runs only where jobs are worked, and only when some job has a schedule.
    const schedule = role !== 'api' && [...definitions.values()].some((definition) => definition.schedule);
    const instance =
      database.kind === 'pglite'
        ? new pgBoss.PgBoss({
            db: pgBoss.fromPglite(database.pglite!),
            backend: 'pglite',
            schedule,
            ...SUPERVISOR,
          })
        : new pgBoss.PgBoss({
            db: poolAdapter(database.pool!),
            schedule,
            ...SUPERVISOR,
          });
    instance.on('error', (error) => options.logger?.error({ err: error }, 'job queue error'));
    return instance;
  }

  async function startBoss(): Promise<void> {
    const instance = await createBoss();
    boss = instance;
    await instance.start();
    // Dead-letter queues first: a queue naming one needs it to exist.
    const ordered = [...definitions.values()].sort(
      (a, b) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)),
    );
    for (const definition of ordered) {
      await instance.createQueue(definition.name, {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryDelaySeconds > 0,
        expireInSeconds: definition.expireInSeconds,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
      });
      // createQueue leaves a queue made by an earlier version as it was; this gives it heartbeats.
      await instance.updateQueue(definition.name, { heartbeatSeconds: JOB_HEARTBEAT_SECONDS });
      // createQueue empties pg-boss's cache entry for the queue; reading it back fills it now, so
      // that a later send inside an open PGlite transaction never has to look it up outside it
      // (PGlite runs one transaction at a time, so that lookup would wait forever).
      await instance.findJobs(definition.name, { id: '00000000-0000-0000-0000-000000000000' });
      if (definition.schedule && role !== 'api') {
        await instance.schedule(
          definition.name,
          definition.schedule.cron,
          {},
          {
            tz: definition.schedule.tz ?? 'UTC',
            missed: 'once',
          },
        );
      }
    }
    ready = true;
    markReady();
    if (role !== 'api') await startWorkers(instance);
  }

  /**
   * Each queue runs up to `concurrency` jobs at once in this process: a few pollers, each taking a
   * batch and running its jobs side by side. While batches come back full the pollers fetch again
   * at once instead of waiting out the polling interval (pg-boss's burst mode), so a backlog drains
   * at the speed of the handlers, not of the poll. Each job is settled on its own: one failure
   * retries that job only.
   */
  async function startWorkers(instance: PgBoss) {
    for (const definition of definitions.values()) {
      const concurrency = Math.max(1, definition.concurrency ?? 1);
      const pollers = Math.ceil(concurrency / JOBS_PER_BATCH);
      await instance.work<object>(
        definition.name,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds,
          localConcurrency: pollers,
          batchSize: Math.ceil(concurrency / pollers),
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        (batch) =>
          Promise.all(
            batch.map(async (job): Promise<JobResult> => {
              try {
                await definition.handler({
                  id: job.id,
                  data: job.data,
                  retryCount: job.retryCount,
                  signal: job.signal,
                });
                return { id: job.id, status: 'completed' };
              } catch (error) {
                options.logger?.warn({ err: error, job: { id: job.id, name: definition.name } }, 'a job failed');
                return {
                  id: job.id,
                  status: 'failed',
                  output: { message: (error as Error)?.message ?? String(error) },
                };
              }
            }),
          ),
      );
    }
  }

  return {
    role,
    define(definition) {
      if (starting) throw new Error(`define(${definition.name}) must come before the queue starts`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },

    start() {
      if (!starting) {
        newReadyPromise();
        starting = afterStartDelay()
          .then((goOn) => (goOn ? startBoss() : failReady(new Error('the job queue stopped before it started'))))
          .catch((error: unknown) => {
            failReady(error);
            throw error;
          });
      }
      return starting;
    },

    whenReady() {
      if (!starting) return Promise.reject(new Error('the job queue has not been started'));
      return readyPromise;
    },

    async stop() {
      if (!starting) return;
      cancelStartDelay();
      await starting.catch(() => {});
      starting = null;
      ready = false;
      const instance = boss;
      boss = null;
      if (!instance) return;
      // close: false: the database belongs to the app, which closes it after the queue.
      await instance.stop({ graceful: true, timeout: options.stopTimeoutMs, close: false });
    },
    async send(name, data, sendOptions = {}) {
      if (!starting) throw new Error(`the job queue is not running; cannot send ${name}`);
      if (!ready) {
        // Waiting here inside a PGlite transaction would wait forever (see whenReady).
        if (sendOptions.tx) throw new Error(`await jobs.whenReady() before sending ${name} in a transaction`);
        await readyPromise;
      }
      if (!boss || !pgBoss) throw new Error(`the job queue stopped; cannot send ${name}`);
      const id = await boss.send(
        name,
        data,
        sendOptions.tx ? { db: pgBoss.fromDrizzle(sendOptions.tx as never, sql as never) } : {},
      );
      if (!id) throw new Error(`the job queue refused a job for ${name}`);
      return id;
    },
  };
}

/**
 * A job that carries no data and is sent on a cron in India time (the product's day), with three
 * retries `retryDelaySeconds` apart: the shape of every periodic sweep the modules schedule.
 */
export function defineScheduledJob(
  jobs: Pick<JobQueue, 'define'>,
  job: {
    name: string;
    cron: string;
    retryDelaySeconds: number;
    expireInSeconds: number;
    run: () => Promise<unknown>;
  },
): void {
  jobs.define<Record<string, never>>({
    name: job.name,
    schedule: { cron: job.cron, tz: 'Asia/Kolkata' },
    retryLimit: 3,
    retryDelaySeconds: job.retryDelaySeconds,
    expireInSeconds: job.expireInSeconds,
    handler: async () => {
      await job.run();
    },
  });
}
