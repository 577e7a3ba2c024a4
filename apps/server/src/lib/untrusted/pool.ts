/**
 * The one pool of child processes that handle untrusted files (decision 073): PDF inspection,
 * thumbnails, store previews, stamped copies and uploaded pictures all run here, never in the API
 * process. A child is started on the first task, not at start-up, takes one task at a time, and
 * exits after a while idle. Each task has a wall-clock limit and the child a memory limit on its
 * whole resident size (JS heap, pdf.js's and canvas's native memory, WASM): past either it is
 * killed (SIGKILL) and the task fails with FileLimitError. Its heap is also capped by
 * --max-old-space-size, so V8 aborts before the watchdog would need to.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { untrustedChildEnv } from '../../config.ts';
import { runsFromBundle, serverRoot } from '../../server-root.ts';
import { FileLimitError, FileUnreadableError, type FileWorkLimits } from './limits.ts';
import type { TaskName, Tasks } from './tasks.ts';

/** The child's own entry: its source beside this file, or the bundle's second entry point. */
const CHILD_ENTRY = runsFromBundle
  ? path.join(serverRoot, 'dist', 'untrusted-child.js')
  : path.join(serverRoot, 'src', 'lib', 'untrusted', 'child.ts');
/** How often a running task's child is measured. */
const WATCH_INTERVAL_MS = 25;
/** Tasks waiting for a child beyond this many are refused (503) rather than queued without end. */
const MAX_WAITING = 64;
/** A child is replaced after this many tasks, so no slow leak outlives it. */
const TASKS_PER_CHILD = 50;

type TaskInput<T extends TaskName> = Omit<Parameters<Tasks[T]>[0], 'limits'>;
type TaskResult<T extends TaskName> = Awaited<ReturnType<Tasks[T]>>;

export interface FileWorkPool {
  run<T extends TaskName>(task: T, input: TaskInput<T>, limits?: Partial<FileWorkLimits>): Promise<TaskResult<T>>;
  /** Children running now (for tests and the benchmark). */
  readonly size: number;
  close(): Promise<void>;
}

export class FileWorkBusyError extends Error {
  constructor() {
    super('file work is busy');
    this.name = 'FileWorkBusyError';
  }
}

interface Reply {
  id?: number;
  ready?: boolean;
  ok?: boolean;
  result?: unknown;
  kind?: string;
  message?: string;
}

interface Worker {
  child: ChildProcess;
  ready: Promise<void>;
  busy: boolean;
  tasks: number;
  idleTimer?: NodeJS.Timeout;
  /** The running task's settle functions, while one runs. */
  current?: { id: number; resolve(value: unknown): void; reject(error: Error): void };
  /** Killed or exited: never handed another task. */
  dead: boolean;
}

/** The child's resident set in bytes (Linux), or null where /proc is not there. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export function createFileWorkPool(options: {
  limits: FileWorkLimits;
  /** Children at most (the machine's cores are shared with the API). */
  size?: number;
  /** A child with nothing to do exits after this long. */
  idleMs?: number;
  logger?: { warn(object: object, message: string): void };
}): FileWorkPool {
  const size = options.size ?? 2;
  const idleMs = options.idleMs ?? 15_000;
  const workers = new Set<Worker>();
  const waiting: (() => void)[] = [];
  let nextId = 1;
  let closed = false;

  function spawnWorker(memoryMb: number): Worker {
    // The heap gets most of the budget; the watchdog holds the whole process to all of it.
    const heapMb = Math.max(64, Math.floor(memoryMb * 0.75));
    const child = fork(CHILD_ENTRY, [], {
      execArgv: [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=4', '--disable-warning=ExperimentalWarning'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // None of the API's secrets (database, Redis, S3, payment keys) in a process that reads
      // hostile files: only what Node needs to find itself and its compile cache.
      env: untrustedChildEnv(),
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const worker: Worker = { child, busy: false, tasks: 0, dead: false, ready: Promise.resolve() };
    worker.ready = new Promise((resolve, reject) => {
      child.once('message', (message: Reply) => (message.ready ? resolve() : reject(new Error('no ready message'))));
      child.once('exit', () => reject(new Error(`the file work process did not start: ${stderr}`)));
    });
    worker.ready.catch(() => {});
    child.on('message', (message: Reply) => {
      const current = worker.current;
      if (message.ready || !current || message.id !== current.id) return;
      worker.current = undefined;
      if (message.ok) current.resolve(message.result);
      else if (message.kind === 'unreadable') current.reject(new FileUnreadableError(message.message ?? ''));
      else if (message.kind && message.kind !== 'failed')
        current.reject(new FileLimitError(message.kind as FileLimitError['kind'], message.message ?? ''));
      else current.reject(new Error(message.message ?? 'file work failed'));
    });
    child.on('exit', (code, signal) => {
      worker.dead = true;
      workers.delete(worker);
      clearTimeout(worker.idleTimer);
      // Died under a task: V8's heap limit (an abort) or a crash in native code on this file.
      worker.current?.reject(
        new FileLimitError('memory', `the file work process ended (${signal ?? code}) while reading the file`),
      );
      worker.current = undefined;
      wakeOne();
    });
    workers.add(worker);
    return worker;
  }

  function wakeOne() {
    waiting.shift()?.();
  }

  function end(worker: Worker) {
    worker.dead = true;
    workers.delete(worker);
    worker.child.kill('SIGKILL');
  }

  function release(worker: Worker) {
    worker.busy = false;
    if (!worker.dead && (closed || worker.tasks >= TASKS_PER_CHILD)) end(worker);
    if (worker.dead) {
      wakeOne();
      return;
    }
    worker.idleTimer = setTimeout(() => end(worker), idleMs);
    worker.idleTimer.unref();
    wakeOne();
  }

  async function acquire(memoryMb: number): Promise<Worker> {
    for (;;) {
      if (closed) throw new Error('the file work pool is closed');
      const idle = [...workers].find((worker) => !worker.busy && !worker.dead);
      if (idle) {
        clearTimeout(idle.idleTimer);
        idle.busy = true;
        return idle;
      }
      if (workers.size < size) {
        const worker = spawnWorker(memoryMb);
        worker.busy = true;
        return worker;
      }
      if (waiting.length >= MAX_WAITING) throw new FileWorkBusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  return {
    get size() {
      return workers.size;
    },

    async run(task, input, overrides = {}) {
      const limits = { ...options.limits, ...overrides };
      const worker = await acquire(limits.memoryMb);
      try {
        await worker.ready;
        worker.tasks += 1;
        const id = nextId++;
        const result = new Promise<unknown>((resolve, reject) => {
          worker.current = { id, resolve, reject };
        });
        // Counted from the moment the child has the file, not from its start-up.
        const started = Date.now();
        const kill = (error: FileLimitError) => {
          const current = worker.current;
          worker.current = undefined;
          end(worker);
          current?.reject(error);
        };
        const timer = setTimeout(
          () => kill(new FileLimitError('time', `still running after ${limits.timeoutMs} ms`)),
          limits.timeoutMs,
        );
        const limitBytes = limits.memoryMb * 1024 * 1024;
        let measuring = false;
        const watch = setInterval(async () => {
          if (measuring || worker.current?.id !== id || worker.child.pid === undefined) return;
          measuring = true;
          const rss = await residentBytes(worker.child.pid);
          measuring = false;
          if (rss !== null && rss > limitBytes && worker.current?.id === id) {
            kill(
              new FileLimitError('memory', `${Math.round(rss / 1048576)} MB resident after ${Date.now() - started} ms`),
            );
          }
        }, WATCH_INTERVAL_MS);
        worker.child.send({ id, task, input: { ...input, limits } });
        try {
          return (await result) as never;
        } finally {
          clearTimeout(timer);
          clearInterval(watch);
        }
      } catch (error) {
        if (error instanceof FileLimitError) {
          options.logger?.warn({ task, limit: error.kind, reason: error.message }, 'an untrusted file passed a limit');
        }
        throw error;
      } finally {
        release(worker);
      }
    },

    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve();
      await Promise.all(
        [...workers].map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.child.exitCode !== null || worker.child.signalCode !== null) return resolve();
              worker.child.once('exit', () => resolve());
              end(worker);
            }),
        ),
      );
    },
  };
}
