/**
 * Never lose a review (issue 34, decision 131): a rating is written to the device first, with its
 * own id and the device's time, and only then sent, in batches of FLASHCARD_REVIEW_BATCH_MAX.
 * A batch leaves the device only when the server has answered for every review in it (applied,
 * a duplicate of one it already had, or skipped because the card is gone); anything else (no
 * signal, a server fault, a refusal) keeps the batch for the next try. Sending the same batch
 * twice (two tabs, a reply lost on the way back) is harmless: the server counts a review id once.
 */
import {
  FLASHCARD_REVIEW_BATCH_MAX,
  type FlashcardRating,
  type FlashcardReviewsBody,
  type FlashcardReviewsReply,
} from '@medsutra/contract/flashcards/api';
import { indexedDbReviewStore, memoryReviewStore, type QueuedReview, type ReviewStore } from './review-store';

export interface FlushOutcome {
  /** Reviews the server answered for in this flush. */
  sent: number;
  xpAwarded: number;
  /** Reviews still on the device afterwards. */
  waiting: number;
  /** Why the flush stopped early, when it did. */
  error: unknown;
}

export interface ReviewQueue {
  /** Writes the rating to the device; resolves once it is stored there. */
  add(owner: string, cardId: string, rating: FlashcardRating, at?: Date): Promise<QueuedReview>;
  /** Sends the student's waiting reviews; one flush at a time, a second call joins the first. */
  flush(owner: string): Promise<FlushOutcome>;
  /** How many of the student's reviews wait on this device (null until first read). */
  waiting(owner: string): number | null;
  /** Reads the count from the device again (another tab may have sent some). */
  recount(owner: string): Promise<number>;
  subscribe(listener: () => void): () => void;
}

export function createReviewQueue(
  store: ReviewStore,
  send: (body: FlashcardReviewsBody) => Promise<FlashcardReviewsReply>,
  newId: () => string = () => crypto.randomUUID(),
): ReviewQueue {
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  const flushing = new Map<string, Promise<FlushOutcome>>();

  const setCount = (owner: string, count: number) => {
    if (counts.get(owner) === count) return;
    counts.set(owner, count);
    for (const listener of listeners) listener();
  };
  const recount = async (owner: string) => {
    const count = (await store.list(owner)).length;
    setCount(owner, count);
    return count;
  };

  async function sendAll(owner: string): Promise<FlushOutcome> {
    let sent = 0;
    let xpAwarded = 0;
    let error: unknown = null;
    for (;;) {
      const batch = (await store.list(owner)).slice(0, FLASHCARD_REVIEW_BATCH_MAX);
      if (batch.length === 0) break;
      try {
        const reply = await send({
          reviews: batch.map(({ cardId, rating, reviewedAt, reviewId }) => ({ cardId, rating, reviewedAt, reviewId })),
        });
        await store.remove(batch.map((entry) => entry.reviewId));
        sent += batch.length;
        xpAwarded += reply.xpAwarded;
        await recount(owner);
      } catch (failure) {
        error = failure;
        break;
      }
    }
    return { sent, xpAwarded, waiting: await recount(owner), error };
  }

  return {
    async add(owner, cardId, rating, at = new Date()) {
      const review: QueuedReview = { owner, cardId, rating, reviewedAt: at.toISOString(), reviewId: newId() };
      await store.put(review);
      setCount(owner, (counts.get(owner) ?? 0) + 1);
      return review;
    },
    flush(owner) {
      let running = flushing.get(owner);
      if (!running) {
        running = sendAll(owner).finally(() => flushing.delete(owner));
        flushing.set(owner, running);
      }
      return running;
    },
    waiting: (owner) => counts.get(owner) ?? null,
    recount,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** IndexedDB where the browser has it; otherwise the page's memory (a private window in an old browser). */
export function deviceReviewStore(): ReviewStore {
  return typeof indexedDB === 'undefined' ? memoryReviewStore() : indexedDbReviewStore();
}
