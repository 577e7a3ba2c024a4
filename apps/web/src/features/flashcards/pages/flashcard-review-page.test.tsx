// @vitest-environment happy-dom
import { type FlashcardCard, type FlashcardReviewsBody, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { sendFlashcardReviews } from '../api/send-reviews';
import { createReviewQueue } from '../lib/review-queue';
import { memoryReviewStore } from '../lib/review-store';
import { ReviewQueueProvider } from '../lib/use-review-queue';
import FlashcardReviewPage from './flashcard-review-page';

const now = Date.now();
const card = (n: number): FlashcardCard => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  deckId: 'deck',
  kind: 'basic',
  front: `Front ${n}`,
  back: `Back ${n}`,
  due: new Date(now).toISOString(),
  state: 'review',
  reps: 2,
  comesBack: Object.fromEntries(
    (['again', 'hard', 'good', 'easy'] as const).map((rating, i) => [
      rating,
      new Date(now + (i + 1) * 86_400_000).toISOString(),
    ]),
  ) as FlashcardCard['comesBack'],
});

describe('reviewing without a connection', () => {
  it('keeps the ratings on the device, says how many wait, and sends them once the connection returns', async () => {
    let online = false;
    const received: FlashcardReviewsBody[] = [];
    server.use(
      http.get(flashcardPaths.due, () => HttpResponse.json({ cards: [card(1), card(2), card(3)] })),
      http.get(flashcardPaths.decks, () => HttpResponse.json({ decks: [] })),
      http.post(flashcardPaths.reviews, async ({ request }) => {
        if (!online) return HttpResponse.error();
        const body = (await request.json()) as FlashcardReviewsBody;
        received.push(body);
        return HttpResponse.json({ applied: body.reviews.length, duplicates: 0, xpAwarded: 2, skipped: [] });
      }),
    );
    const queue = createReviewQueue(memoryReviewStore(), sendFlashcardReviews);
    renderWithApp(
      <ReviewQueueProvider queue={queue}>
        <FlashcardReviewPage email="asha@example.com" />
      </ReviewQueueProvider>,
    );
    await screen.findByText('Front 1');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('1');
    expect(await screen.findByText(text.waiting(2))).toBeTruthy();
    expect(screen.getByText('Front 3')).toBeTruthy();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(text.waiting(2))).toBeNull());
    expect(screen.getByText(new RegExp(text.synced(2, 2).replace('+', '\\+')))).toBeTruthy();
    expect(screen.getByText(new RegExp(text.xpRule.slice(0, 20)))).toBeTruthy();
    const sent = received.flatMap((body) => body.reviews);
    expect(sent.map((review) => [review.cardId, review.rating])).toEqual([
      [card(1).id, 'good'],
      [card(2).id, 'again'],
    ]);
    expect(sent.every((review) => review.reviewId.length >= 8 && !Number.isNaN(Date.parse(review.reviewedAt)))).toBe(
      true,
    );
  });
});
