/** Numbers and dates as Indian students read them: en-IN grouping, Asia/Kolkata days. */
import { ECONOMY_TIME_ZONE, formatIndianNumber } from '@medsutra/contract/economy/table';

export const formatCount = formatIndianNumber;

/**
 * Formatters are made on first use, not when this module loads: it loads with the header on every
 * signed-in page, and each `Intl` formatter costs a phone milliseconds of start-up to build.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const compact = lazy(() => new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 }));

/** Short enough for the header chip: below `from` stays whole; 1,150 becomes 1.2K and 1,23,456 1.2L. */
export function formatCompact(value: number, from = 1000): string {
  if (Math.abs(value) < from) return formatCount(value);
  return compact().format(value);
}

/**
 * India's time is UTC+05:30 all year (no daylight saving since 1945), so the economy's dates are
 * written out here rather than by `Intl.DateTimeFormat`: building one with a time zone loads ICU's
 * zone data, which cost a phone 70–140 ms (at Lighthouse's 4× slowdown) in the middle of the
 * dashboard's first render. The words are ICU's en-IN ones ("19 Nov, 1:30 am", "10 Sept").
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
if (ECONOMY_TIME_ZONE !== 'Asia/Kolkata') throw new Error('format.ts writes dates at India’s fixed offset');

function inIndia(date: Date) {
  const shifted = new Date(date.getTime() + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: MONTHS[shifted.getUTCMonth()] ?? '',
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
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

function dayAndMonth(date: Date): string {
  const at = inIndia(date);
  return `${at.day} ${at.month}`;
}

export const formatDay = (iso: string) => dayAndMonth(new Date(iso));

/** A calendar day `yyyy-mm-dd` (already in Asia/Kolkata) as "18 Nov". */
export function formatCalendarDay(day: string): string {
  return dayAndMonth(new Date(`${day}T12:00:00+05:30`));
}

/** A receipt's date always carries the year and says it is India time: "19 Nov 2026, 1:30 am IST". */
export function formatReceiptDate(iso: string): string {
  const at = inIndia(new Date(iso));
  return `${at.day} ${at.month} ${at.year}, ${clock(at)} IST`;
}
