/**
 * Calendar days and weeks in the economy's time zone (Asia/Kolkata): the daily login, the streak
 * and the weekly leaderboard all count days there, whatever the server's own time zone.
 */
import { ECONOMY_TIME_ZONE } from '@medsutra/contract/economy/table';

/** A calendar day, `yyyy-mm-dd`. */
export type CalendarDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: ECONOMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormatter = new Intl.DateTimeFormat('en-US', { timeZone: ECONOMY_TIME_ZONE, timeZoneName: 'longOffset' });

/** Every zone's offset is a whole number of quarter hours, so a day never turns inside one. */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
let lastDay: { quarter: number; day: CalendarDay } | null = null;

export function economyDay(instant: Date): CalendarDay {
  // ICU's formatter was ~1 % of a balance read's CPU (docs/decisions/064); nearly every call
  // falls in the same quarter hour (UTC) as the one before, and so on the same day.
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  if (lastDay?.quarter === quarter) return lastDay.day;
  const day = dayFormatter.format(instant);
  lastDay = { quarter, day };
  return day;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The zone's offset from UTC at an instant, in milliseconds ("GMT+05:30" → 19,800,000). */
function zoneOffsetMs(instant: Date): number {
  const name = offsetFormatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60 * 1000;
}

/** The instant a calendar day begins in the economy's time zone. */
export function startOfDay(day: CalendarDay): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - zoneOffsetMs(new Date(utcMidnight)));
}

/** The week holding an instant: Monday 00:00 to the next Monday 00:00 (end exclusive). */
export function weekContaining(instant: Date): { start: Date; end: Date } {
  const day = economyDay(instant);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  const monday = addDays(day, -((weekday + 6) % 7));
  return { start: startOfDay(monday), end: startOfDay(addDays(monday, 7)) };
}
