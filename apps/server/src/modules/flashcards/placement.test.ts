import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addDays, economyDay, startOfDay } from '../../lib/calendar.ts';
import { newReviewCard, review } from '../../lib/spaced-repetition.ts';
import { placedDue } from './placement.ts';
import { MAX_SHIFT_DAYS } from './spread.ts';

const DAY = 86_400_000;
const start = new Date('2026-11-23T04:00:00Z');
const ratings = ['again', 'hard', 'good', 'easy'] as const;

it('places a reviewed card a few days at most from FSRS’s due, after today, and before the exam', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom(...ratings), fc.integer({ min: 1, max: 60 })), { minLength: 1, maxLength: 8 }),
      fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
      fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 300 })), { maxLength: 30 }),
      (history, examIn, easyDays, loads) => {
        let card = newReviewCard(start);
        let at = start;
        for (const [rating, gap] of history) {
          at = new Date(at.getTime() + gap * DAY);
          card = review(card, rating, at);
        }
        const today = economyDay(at);
        const examDate = examIn === null ? null : addDays(today, examIn);
        const load = new Map(loads.map(([offset, count]) => [addDays(today, offset), count]));
        const due = placedDue({ after: card, reviewedAt: at, settings: { easyDays, examDate }, load });
        expect(economyDay(due) > today).toBe(true);
        const exam = examDate && addDays(examDate, -1) > today ? startOfDay(examDate) : null;
        if (exam) expect(due.getTime()).toBeLessThan(exam.getTime());
        if (!exam || card.due.getTime() < exam.getTime()) {
          expect(Math.abs(due.getTime() - card.due.getTime())).toBeLessThanOrEqual(MAX_SHIFT_DAYS * DAY);
        }
      },
    ),
    { seed: 137, numRuns: 400 },
  );
});
