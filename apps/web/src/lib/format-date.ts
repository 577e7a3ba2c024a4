/**
 * The one date formatter of the web app: dates as Indian students read them, in India's time
 * (Asia/Kolkata, the economy's and the calendar's zone) with en-IN's words ("19 Nov, 1:30 am",
 * "10 Sept 2026"). Times shown in the reader's own zone are lib/format-time.ts's.
 */
import { ECONOMY_TIME_ZONE } from '@medsutra/contract/economy/table';

/**
 * India's time is UTC+05:30 all year (no daylight saving since 1945), so the economy's dates are
 * written out here rather than by `Intl.DateTimeFormat`: building one with a time zone loads ICU's
 * zone data, which cost a phone 70–140 ms (at Lighthouse's 4× slowdown) in the middle of the
 * dashboard's first render. The words are ICU's en-IN ones ("19 Nov, 1:30 am", "10 Sept").
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** The months as `Intl`'s en-IN short form writes them, so every screen says "Sept" alike. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
if (ECONOMY_TIME_ZONE !== 'Asia/Kolkata') throw new Error('format-date.ts writes dates at India’s fixed offset');

function inIndia(date: Date) {
  const shifted = new Date(date.getTime() + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: MONTHS[shifted.getUTCMonth()] ?? '',
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: WEEKDAYS[shifted.getUTCDay()] ?? '',
  };
}

function clock({ hour, minute }: { hour: number; minute: number }): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** "21 Nov, 7:48 am"; the year only when it is not this year. */
export function formatDateTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const at = inIndia(date);
  const year = at.year === inIndia(now).year ? '' : ` ${at.year}`;
  return `${at.day} ${at.month}${year}, ${clock(at)}`;
}

/** A window's edge, with the weekday a student plans around: "Sat, 28 Nov, 9:30 pm" (India time). */
export function formatWeekdayDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const at = inIndia(date);
  return `${at.weekday}, ${at.day} ${at.month}, ${clock(at)}`;
}

function dayAndMonth(date: Date): string {
  const at = inIndia(date);
  return `${at.day} ${at.month}`;
}

export const formatDay = (iso: string) => dayAndMonth(new Date(iso));

/** The calendar day (yyyy-mm-dd) an instant falls on in India. */
export function indiaCalendarDay(iso: string): string {
  return new Date(new Date(iso).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A calendar day `yyyy-mm-dd` (already in Asia/Kolkata) as "18 Nov". */
export function formatCalendarDay(day: string): string {
  return dayAndMonth(new Date(`${day}T12:00:00+05:30`));
}

/** A receipt's date always carries the year and says it is India time: "19 Nov 2026, 1:30 am IST". */
export function formatReceiptDate(iso: string): string {
  const at = inIndia(new Date(iso));
  return `${at.day} ${at.month} ${at.year}, ${clock(at)} IST`;
}

/** "1 Nov 2026", always with the year; an unreadable date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const at = inIndia(date);
  return `${at.day} ${at.month} ${at.year}`;
}

/** A month's short name, January being 0: "Sept". */
export function shortMonth(index: number): string {
  return MONTHS[index] ?? '';
}
