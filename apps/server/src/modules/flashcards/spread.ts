/**
 * Where reviews land, as pure functions on Asia/Kolkata days (yyyy-mm-dd): load balancing with
 * easy days and the exam-date cap (applied to every review by placement.ts), and the backlog
 * spread after a break (backlog.ts).
 */
import { addDays } from '../../lib/calendar.ts';

/**
 * How far a card may move from its FSRS day: 5% of its interval, at most 3 days; a day either way
 * from a 4-day interval on (so an easy weekday can be stepped over), none for shorter ones.
 */
export const MAX_SHIFT_DAYS = 3;
function shiftWindow(intervalDays: number): number {
  const least = intervalDays >= 4 ? 1 : 0;
  return Math.min(MAX_SHIFT_DAYS, Math.max(least, Math.floor(intervalDays * 0.05)));
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The day a card due on `dueDay` (after `intervalDays`) is placed on: the least loaded day within
 * its window (an easy weekday counts its load double), never before `earliest` (tomorrow) and
 * never after `lastDay` (the day before the exam) when there is one.
 */
export function balancedDay(input: {
  dueDay: string;
  intervalDays: number;
  earliest: string;
  lastDay: string | null;
  load: ReadonlyMap<string, number>;
  easyWeekdays: ReadonlySet<number>;
}): string {
  const { dueDay, earliest, lastDay } = input;
  const window = shiftWindow(input.intervalDays);
  let best: { day: string; cost: number; distance: number } | null = null;
  for (let shift = -window; shift <= window; shift += 1) {
    const day = addDays(dueDay, shift);
    if (day < earliest) continue;
    if (lastDay && day > lastDay) continue;
    const load = input.load.get(day) ?? 0;
    const cost = input.easyWeekdays.has(weekdayOf(day)) ? load * 2 + 1 : load;
    const distance = Math.abs(shift);
    if (!best || cost < best.cost || (cost === best.cost && distance < best.distance)) {
      best = { day, cost, distance };
    }
  }
  if (best) return best.day;
  // No day of the window is allowed: the exam cap wins, then the earliest day.
  if (lastDay && dueDay > lastDay) return lastDay < earliest ? earliest : lastDay;
  return dueDay < earliest ? earliest : dueDay;
}

/**
 * After a break: overdue cards over the next `days` days from `today`, the most forgotten (lowest
 * recall probability) first, as evenly as they go.
 */
export function spreadBacklog<T extends { recall: number }>(
  cards: readonly T[],
  today: string,
  days: number,
): { card: T; day: string }[] {
  const ordered = [...cards].sort((a, b) => a.recall - b.recall);
  const perDay = Math.max(1, Math.ceil(ordered.length / Math.max(1, days)));
  return ordered.map((card, i) => ({ card, day: addDays(today, Math.floor(i / perDay)) }));
}
