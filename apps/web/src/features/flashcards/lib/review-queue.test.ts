import type { FlashcardReviewsBody, FlashcardReviewsReply } from '@medsutra/contract/flashcards/api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createReviewQueue } from './review-queue';
import { memoryReviewStore } from './review-store';

const CARD = '00000000-0000-4000-8000-000000000001';
const OTHER_CARD = '00000000-0000-4000-8000-000000000002';
const start = Date.parse('2026-11-28T04:00:00Z');
const minute = (n: number) => new Date(start + n * 60_000);

/** A server that records each batch and answers like the real one: a review id counts once. */
function fakeServer() {
  const stored = new Map<string, string>();
  const batches: FlashcardReviewsBody[] = [];
  let down: unknown = null;
  return {
    stored,
    batches,
    fail(error: unknown) {
      down = error;
    },
    async send(body: FlashcardReviewsBody): Promise<FlashcardReviewsReply> {
      if (down) throw down;
      batches.push(body);
      let applied = 0;
      let duplicates = 0;
      for (const review of body.reviews) {
        if (stored.has(review.reviewId)) duplicates += 1;
        else {
          stored.set(review.reviewId, review.cardId);
          applied += 1;
        }
      }
      return { applied, duplicates, xpAwarded: applied, skipped: [] };
    },
  };
}

describe('the device’s review queue', () => {
  it('keeps every rating made offline on the device, then sends them all, oldest first, when the connection returns', async () => {
    const server = fakeServer();
    const queue = createReviewQueue(memoryReviewStore(), server.send);
    server.fail(new TypeError('Failed to fetch'));
    await queue.add('asha@example.com', CARD, 'good', minute(1));
    await queue.add('asha@example.com', OTHER_CARD, 'again', minute(0));
    const offline = await queue.flush('asha@example.com');
    expect(offline).toMatchObject({ sent: 0, waiting: 2 });
    expect(queue.waiting('asha@example.com')).toBe(2);

    server.fail(null);
    const online = await queue.flush('asha@example.com');
    expect(online).toMatchObject({ sent: 2, waiting: 0, xpAwarded: 2, error: null });
    const [batch] = server.batches;
    expect(batch?.reviews.map((review) => [review.cardId, review.rating, review.reviewedAt])).toEqual([
      [OTHER_CARD, 'again', minute(0).toISOString()],
      [CARD, 'good', minute(1).toISOString()],
    ]);
    expect(new Set(batch?.reviews.map((review) => review.reviewId)).size).toBe(2);
    expect(queue.waiting('asha@example.com')).toBe(0);
  });

  it('sends a long queue in batches of at most 200', async () => {
    const server = fakeServer();
    const queue = createReviewQueue(memoryReviewStore(), server.send);
    for (let i = 0; i < 250; i += 1) await queue.add('asha@example.com', CARD, 'good', minute(i));
    expect(await queue.flush('asha@example.com')).toMatchObject({ sent: 250, waiting: 0 });
    expect(server.batches.map((batch) => batch.reviews.length)).toEqual([200, 50]);
    expect(server.stored.size).toBe(250);
  });

  it('keeps a batch the server refused or could not take, and loses nothing when the same batch is sent twice', async () => {
    const server = fakeServer();
    const store = memoryReviewStore();
    const queue = createReviewQueue(store, server.send);
    await queue.add('asha@example.com', CARD, 'hard', minute(0));
    server.fail(new ApiError(503, '{"success":false,"message":"Try again soon."}'));
    expect(await queue.flush('asha@example.com')).toMatchObject({ sent: 0, waiting: 1 });

    // The reply to a sent batch is lost on the way back: the device sends it again, the server counts it once.
    server.fail(null);
    const [waiting] = await store.list('asha@example.com');
    await server.send({ reviews: [waiting!] });
    expect(await queue.flush('asha@example.com')).toMatchObject({ sent: 1, waiting: 0 });
    expect(server.stored.size).toBe(1);
  });

  it('sends only the signed-in student’s reviews from a shared phone', async () => {
    const server = fakeServer();
    const queue = createReviewQueue(memoryReviewStore(), server.send);
    await queue.add('asha@example.com', CARD, 'good', minute(0));
    await queue.add('ravi@example.com', OTHER_CARD, 'easy', minute(1));
    await queue.flush('asha@example.com');
    expect(server.batches.flatMap((batch) => batch.reviews.map((review) => review.cardId))).toEqual([CARD]);
    expect(await queue.recount('ravi@example.com')).toBe(1);
  });

  it('runs one flush at a time: a second call while one runs joins it instead of sending the batch again', async () => {
    const server = fakeServer();
    const queue = createReviewQueue(memoryReviewStore(), server.send);
    await queue.add('asha@example.com', CARD, 'good', minute(0));
    const [first, second] = await Promise.all([queue.flush('asha@example.com'), queue.flush('asha@example.com')]);
    expect(first).toBe(second);
    expect(server.batches).toHaveLength(1);
  });
});
