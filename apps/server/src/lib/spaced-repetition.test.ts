import { describe, expect, it } from 'vitest';
import { isDue, newReviewCard, review } from './spaced-repetition.ts';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-01T04:30:00.000Z');

describe('spaced repetition (FSRS)', () => {
  it('shows a new card at once and a well-recalled one days later', () => {
    const card = newReviewCard(start);
    expect(card.state).toBe('new');
    expect(isDue(card, start)).toBe(true);
    let next = review(card, 'good', start);
    // a first "good" is still in the learning steps; the second moves it to review
    next = review(next, 'good', next.due);
    expect(next.state).toBe('review');
    expect(next.due.getTime() - start.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(isDue(next, start)).toBe(false);
  });

  it('spaces "easy" further than "hard", and "again" counts a lapse', () => {
    let card = review(newReviewCard(start), 'easy', start);
    const later = new Date(card.due.getTime());
    const easy = review(card, 'easy', later);
    const hard = review(card, 'hard', later);
    expect(easy.due.getTime()).toBeGreaterThan(hard.due.getTime());
    card = review(easy, 'again', easy.due);
    expect(card.lapses).toBe(1);
    expect(card.state).toBe('relearning');
  });

  it('round-trips through plain fields without losing the schedule', () => {
    const card = review(newReviewCard(start), 'good', start);
    const stored = JSON.parse(JSON.stringify(card));
    const restored = { ...stored, due: new Date(stored.due), lastReview: new Date(stored.lastReview) };
    expect(review(restored, 'good', card.due)).toEqual(review(card, 'good', card.due));
  });
});
