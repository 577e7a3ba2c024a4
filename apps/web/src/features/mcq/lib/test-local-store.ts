/**
 * A test on this device, in IndexedDB (database `medsutra-tests`, one entry per test): the test as
 * the server dealt it (so a reload without a connection still opens it) and the student's answers,
 * written at once on every change; each answer keeps its id and sequence until the server has it.
 * Writes to one test go one after another, so an older state never lands after a newer one.
 */
import type { TestReply } from '@medsutra/contract/mcq/tests-api';
import { figureIdsOf, keepFiguresOffline } from '@/lib/figures';

interface LocalAnswer {
  choice: string | null;
  sequence: number;
  answerId: string;
  synced: boolean;
}

export interface LocalTestState {
  answers: Record<string, LocalAnswer>;
  marked: string[];
  visited: string[];
  sequence: number;
  /** Seconds the screen showed each question, sent with the submit for the review. */
  seconds?: Record<string, number>;
}

export interface StoredTest {
  /** The test as last read from the server (questions without answers, deadline). */
  test?: TestReply;
  /** The server's clock minus this device's when `test` was read: the countdown's offset offline. */
  clockOffsetMs?: number;
  state?: LocalTestState;
}

const DB_NAME = 'medsutra-tests';
const STORE = 'tests';
/** Where answers were kept before IndexedDB; read once for a test in progress, then dropped. */
const legacyKey = (testId: string) => `medsutra.test.${testId}`;
/**
 * The answers live under their own key, beside the test: a tap writes only them (a few hundred
 * bytes), not the 200 questions again (cloning those on every tap cost a slow phone a frame).
 * A test stored before keeps its answers in its own entry; they are read from there until the
 * first write here.
 */
const stateKey = (testId: string) => `state:${testId}`;

let opening: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Reads, changes and writes one test's entry in a single transaction. */
async function update(testId: string, change: (stored: StoredTest) => StoredTest): Promise<void> {
  const db = await database();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const read = store.get(testId);
    read.onsuccess = () => store.put(change((read.result as StoredTest | undefined) ?? {}), testId);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

const queues = new Map<string, Promise<void>>();
/** Runs the writes to one test in order; a failed write (storage full, private mode) does not stop the next. */
function enqueue(testId: string, write: () => Promise<void>): Promise<void> {
  const next = (queues.get(testId) ?? Promise.resolve()).then(write).catch(() => undefined);
  queues.set(testId, next);
  return next;
}

function readLegacy(testId: string): LocalTestState | null {
  try {
    const raw = window.localStorage.getItem(legacyKey(testId));
    return raw ? (JSON.parse(raw) as LocalTestState) : null;
  } catch {
    return null;
  }
}

/** What this device holds for a test (after any write still under way), or null. */
export async function readStoredTest(testId: string): Promise<StoredTest | null> {
  await queues.get(testId);
  try {
    const db = await database();
    const store = db.transaction(STORE).objectStore(STORE);
    const [stored, state] = (await Promise.all([done(store.get(testId)), done(store.get(stateKey(testId)))])) as [
      StoredTest | undefined,
      LocalTestState | undefined,
    ];
    if (state) return { ...stored, state };
    if (stored?.state) return stored;
    const legacy = readLegacy(testId);
    return legacy ? { ...stored, state: legacy } : (stored ?? null);
  } catch {
    const legacy = readLegacy(testId);
    return legacy ? { state: legacy } : null;
  }
}

/** After the page's first work: when the browser is idle (or in a moment, where it cannot say). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 4000 });
    else window.setTimeout(resolve, 1500);
  });
}

/**
 * Keeps the test as the server sent it, and its questions' figures, for a reload without a
 * connection. It waits for an idle moment: copying 200 questions and fetching their figures
 * would otherwise compete with showing the first question.
 */
export function storeTestReply(reply: TestReply): Promise<void> {
  const clockOffsetMs = Date.parse(reply.serverNow) - Date.now();
  return enqueue(reply.testId, async () => {
    await whenIdle();
    void keepFiguresOffline(figureIdsOf(reply.questions));
    await update(reply.testId, (stored) => ({ ...stored, test: reply, clockOffsetMs }));
  });
}

export interface TestInProgress {
  testId: string;
  name: string;
  /** The server's deadline, as this device's clock reads it. */
  endsAt: Date;
}

/** The tests kept on this device that are neither submitted nor past their deadline, soonest end first. */
export async function testsInProgress(now = Date.now()): Promise<TestInProgress[]> {
  try {
    const db = await database();
    const entries = (await done(db.transaction(STORE).objectStore(STORE).getAll())) as (StoredTest | LocalTestState)[];
    return entries
      .flatMap((entry) => {
        const stored = entry as StoredTest;
        if (!stored.test || stored.test.result) return [];
        const endsAt = new Date(Date.parse(stored.test.deadline) - (stored.clockOffsetMs ?? 0));
        return endsAt.getTime() > now ? [{ testId: stored.test.testId, name: stored.test.name, endsAt }] : [];
      })
      .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
  } catch {
    return [];
  }
}

/** The device's copy of a test with the server's clock carried forward to now. */
export function offlineTestReply(stored: StoredTest): TestReply | null {
  if (!stored.test) return null;
  return { ...stored.test, serverNow: new Date(Date.now() + (stored.clockOffsetMs ?? 0)).toISOString() };
}

export function saveLocalTest(testId: string, state: LocalTestState): Promise<void> {
  return enqueue(testId, async () => {
    const db = await database();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(state, stateKey(testId));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  });
}

export function forgetLocalTest(testId: string): Promise<void> {
  try {
    window.localStorage.removeItem(legacyKey(testId));
  } catch {
    // nothing to forget
  }
  return enqueue(testId, async () => {
    const db = await database();
    const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
    await Promise.all([done(store.delete(testId)), done(store.delete(stateKey(testId)))]);
  });
}

/** The server's saved answers merged with this device's: the higher sequence wins. */
export function mergeServerAnswers(
  local: LocalTestState | null,
  server: Record<string, { choice: string | null; sequence: number }>,
): LocalTestState {
  const state: LocalTestState = local ?? { answers: {}, marked: [], visited: [], sequence: 0 };
  const answers = { ...state.answers };
  let sequence = state.sequence;
  for (const [questionId, saved] of Object.entries(server)) {
    const mine = answers[questionId];
    if (!mine || saved.sequence >= mine.sequence) {
      answers[questionId] = {
        choice: saved.choice,
        sequence: saved.sequence,
        answerId: mine?.answerId ?? '',
        synced: true,
      };
    }
    sequence = Math.max(sequence, saved.sequence);
  }
  return { ...state, answers, sequence };
}
