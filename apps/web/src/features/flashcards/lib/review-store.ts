/**
 * Where a rating waits on this device until the server has it: IndexedDB (`medsutra-flashcards`,
 * one entry per review, keyed by its id), so a reload, a closed tab or a phone with no signal
 * loses nothing. Each entry names the student it belongs to: a shared phone sends each student's
 * reviews only while she is signed in.
 */
import type { FlashcardReview } from '@medsutra/contract/flashcards/api';
import { keptDatabase, requestResult } from '@/lib/indexed-db';

export interface QueuedReview extends FlashcardReview {
  /** The signed-in student's email (lower case) when she rated the card. */
  owner: string;
}

export interface ReviewStore {
  put(review: QueuedReview): Promise<void>;
  /** The student's waiting reviews, oldest first. */
  list(owner: string): Promise<QueuedReview[]>;
  remove(reviewIds: readonly string[]): Promise<void>;
}

const DB_NAME = 'medsutra-flashcards';
const STORE = 'reviews';

const byTime = (a: QueuedReview, b: QueuedReview) =>
  a.reviewedAt === b.reviewedAt ? a.reviewId.localeCompare(b.reviewId) : a.reviewedAt.localeCompare(b.reviewedAt);

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export function indexedDbReviewStore(): ReviewStore {
  const database = keptDatabase(DB_NAME, 1, (db) => {
    db.createObjectStore(STORE, { keyPath: 'reviewId' }).createIndex('owner', 'owner');
  });
  return {
    async put(review) {
      const tx = (await database()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(review);
      await finished(tx);
    },
    async list(owner) {
      const index = (await database()).transaction(STORE).objectStore(STORE).index('owner');
      return ((await requestResult(index.getAll(owner))) as QueuedReview[]).sort(byTime);
    },
    async remove(reviewIds) {
      if (reviewIds.length === 0) return;
      const tx = (await database()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      for (const id of reviewIds) store.delete(id);
      await finished(tx);
    },
  };
}

/** For a browser without IndexedDB (and for tests): kept while the page is open, no longer. */
export function memoryReviewStore(): ReviewStore {
  const entries = new Map<string, QueuedReview>();
  return {
    async put(review) {
      entries.set(review.reviewId, review);
    },
    async list(owner) {
      return [...entries.values()].filter((entry) => entry.owner === owner).sort(byTime);
    },
    async remove(reviewIds) {
      for (const id of reviewIds) entries.delete(id);
    },
  };
}
