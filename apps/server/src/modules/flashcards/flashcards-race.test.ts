/**
 * Two devices sending the same offline reviews at once, on PostgreSQL (PGlite runs one transaction
 * at a time, so there a race proves nothing). Run with TEST_DATABASE_URL set.
 */
import crypto from 'node:crypto';
import type { FlashcardCard } from '@medsutra/contract/flashcards/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { flashcardCards, flashcardReviews } from '../../db/schema.ts';
import { newReviewCard, replay } from '../../lib/spaced-repetition.ts';
import { cardStateOf } from './service.ts';

const t = testAppForFile({ skip: !onPostgres });

const post = (cookie: string, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...jsonHeaders, cookie },
    payload: payload as Record<string, unknown>,
  });

it.skipIf(!onPostgres)('applies the same reviews sent from two devices at once once each', async () => {
  const db = t.database.handle.db;
  const now = new Date();
  const user = await createSignedInUser(db, now);
  const deck = (await post(user.cookie, '/api/flashcards/decks', { name: 'Race' })).json().deck;
  const cards: FlashcardCard[] = [];
  for (let i = 0; i < 5; i += 1) {
    cards.push(
      (await post(user.cookie, '/api/flashcards/cards', { deckId: deck.id, front: `q${i}`, back: `a${i}` })).json()
        .card,
    );
  }
  // Phone: three reviews of each card; laptop: two of each, interleaved in time with the phone's.
  // Times after the cards were made and not ahead of the server: none is clamped, none ties.
  const madeAt = Date.now();
  const at = (seconds: number) => new Date(madeAt + seconds * 1000).toISOString();
  const ratings = ['good', 'again', 'hard', 'easy', 'good'] as const;
  const reviews = cards.flatMap((card) =>
    ratings.map((rating, k) => ({ cardId: card.id, rating, reviewedAt: at(k * 5), reviewId: crypto.randomUUID() })),
  );
  const phone = reviews.filter((_, i) => i % 5 !== 1 && i % 5 !== 3);
  const laptop = reviews.filter((_, i) => i % 5 === 1 || i % 5 === 3);
  // Each device sends its own reviews and, having synced the other's, all of them: four batches at once.
  const replies = await Promise.all([
    post(user.cookie, '/api/flashcards/reviews', { reviews: phone }),
    post(user.cookie, '/api/flashcards/reviews', { reviews: laptop }),
    post(user.cookie, '/api/flashcards/reviews', { reviews }),
    post(user.cookie, '/api/flashcards/reviews', { reviews: [...reviews].reverse() }),
  ]);
  expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
  const applied = replies.reduce((sum, reply) => sum + (reply.json().applied as number), 0);
  const duplicates = replies.reduce((sum, reply) => sum + (reply.json().duplicates as number), 0);
  expect(applied).toBe(reviews.length);
  expect(duplicates).toBe(phone.length + laptop.length + 2 * reviews.length - reviews.length);
  const log = await db.select().from(flashcardReviews).where(eq(flashcardReviews.userId, user.id));
  expect(log).toHaveLength(reviews.length);
  for (const card of cards) {
    const [row] = await db.select().from(flashcardCards).where(eq(flashcardCards.id, card.id));
    const own = log.filter((entry) => entry.cardId === card.id).sort((a, b) => a.reviewId.localeCompare(b.reviewId));
    expect(own).toHaveLength(ratings.length);
    expect(cardStateOf(row!)).toEqual(replay(newReviewCard(row!.createdAt), own));
    expect(row!.reps).toBe(ratings.length);
  }
});
