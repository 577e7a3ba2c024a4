/**
 * Where a review sends a card, given the student's settings (decision 137): FSRS's due, moved by
 * the load balancing (spread.ts `balancedDay`) to a less loaded day nearby, away from easy
 * weekdays, and never on or after the exam day. Pure: the service keeps the result in the log.
 */
import type { FlashcardSettings } from '@medsutra/contract/flashcards/api';
import { addDays, economyDay } from '../../lib/calendar.ts';
import type { ReviewCard } from '../../lib/spaced-repetition.ts';
import { balancedDay } from './spread.ts';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** How many cards fall due on each day, from their due instants. */
export function loadByDay(dues: readonly Date[]): Map<string, number> {
  const load = new Map<string, number>();
  for (const due of dues) {
    const day = economyDay(due);
    load.set(day, (load.get(day) ?? 0) + 1);
  }
  return load;
}

/**
 * The due for a card FSRS scheduled as `after` by a review at `reviewedAt`: the same time of day,
 * on the balanced day. An exam day that is tomorrow or past caps nothing (no day is left before it).
 */
export function placedDue(input: {
  after: ReviewCard;
  reviewedAt: Date;
  settings: Pick<FlashcardSettings, 'easyDays' | 'examDate'>;
  load: ReadonlyMap<string, number>;
}): Date {
  const { after, settings } = input;
  const earliest = addDays(economyDay(input.reviewedAt), 1);
  const dueDay = economyDay(after.due);
  const beforeExam = settings.examDate ? addDays(settings.examDate, -1) : null;
  const lastDay = beforeExam && beforeExam >= earliest ? beforeExam : null;
  const day = balancedDay({
    dueDay,
    intervalDays: after.scheduledDays,
    earliest,
    lastDay,
    load: input.load,
    easyWeekdays: new Set(settings.easyDays),
  });
  return day === dueDay ? after.due : new Date(after.due.getTime() + daysBetween(dueDay, day) * DAY_MS);
}
