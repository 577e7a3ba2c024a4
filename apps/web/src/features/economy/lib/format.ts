/** Numbers and dates as Indian students read them: en-IN grouping, Asia/Kolkata days. */
import { ECONOMY_TIME_ZONE } from '@medsutra/contract/economy';

export const formatCount = (value: number) => value.toLocaleString('en-IN');

/** Short enough for the header chip: below `from` stays whole; 1,150 becomes 1.2K and 1,23,456 1.2L. */
export function formatCompact(value: number, from = 1000): string {
  if (Math.abs(value) < from) return formatCount(value);
  return new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  timeZone: ECONOMY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};
const dateTime = new Intl.DateTimeFormat('en-IN', dateTimeOptions);
const dateTimeWithYear = new Intl.DateTimeFormat('en-IN', { ...dateTimeOptions, year: 'numeric' });
const yearOf = new Intl.DateTimeFormat('en-IN', { timeZone: ECONOMY_TIME_ZONE, year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-IN', { timeZone: ECONOMY_TIME_ZONE, day: 'numeric', month: 'short' });

/** "21 Nov, 7:48 am"; the year only when it is not this year. */
export function formatDateTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return (yearOf.format(date) === yearOf.format(now) ? dateTime : dateTimeWithYear).format(date);
}
export const formatDay = (iso: string) => shortDay.format(new Date(iso));

/** A calendar day `yyyy-mm-dd` (already in Asia/Kolkata) as "18 Nov". */
export function formatCalendarDay(day: string): string {
  return shortDay.format(new Date(`${day}T12:00:00+05:30`));
}

const receiptDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: ECONOMY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A receipt's date always carries the year and says it is India time: "19 Nov 2026, 1:30 am IST". */
export const formatReceiptDate = (iso: string) => `${receiptDate.format(new Date(iso))} IST`;
