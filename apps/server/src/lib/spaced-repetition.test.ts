import { describe, expect, it } from 'vitest';
import { isDue, newReviewCard, preview, REVIEW_RATINGS, review } from './spaced-repetition.ts';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-01T04:30:00.000Z');

describe('spaced repetition (FSRS)', () => {
  it('shows a new card at once and a well-recalled one days later', () => {
    const card = newReviewCard(start);
    expect(card.state).toBe('new');
    expect(isDue(card, start)).toBe(true);
    const next = review(card, 'good', start);
    // no learning steps: a first "good" is a review card at once
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
  });

  it('moves a card to a later day whatever the rating, new or reviewed, and previews the same days', () => {
    const dayOf = (date: Date) => Math.floor((date.getTime() - start.getTime()) / DAY);
    const reviewed = review(newReviewCard(start), 'good', start);
    for (const card of [newReviewCard(start), reviewed]) {
      const at = card === reviewed ? reviewed.due : start;
      const shown = preview(card, at);
      for (const rating of REVIEW_RATINGS) {
        const next = review(card, rating, at);
        expect(dayOf(next.due) - dayOf(at), rating).toBeGreaterThanOrEqual(1);
        expect(shown[rating]).toEqual(next.due);
      }
      expect(shown.again.getTime()).toBeLessThan(shown.hard.getTime());
      expect(shown.hard.getTime()).toBeLessThan(shown.good.getTime());
      expect(shown.good.getTime()).toBeLessThan(shown.easy.getTime());
    }
  });

  it('round-trips through plain fields without losing the schedule', () => {
    const card = review(newReviewCard(start), 'good', start);
    const stored = JSON.parse(JSON.stringify(card));
    const restored = { ...stored, due: new Date(stored.due), lastReview: new Date(stored.lastReview) };
    expect(review(restored, 'good', card.due)).toEqual(review(card, 'good', card.due));
  });
});
