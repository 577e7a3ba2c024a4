/**
 * When something happened, as a student reads it: "5 minutes ago" within a day, then
 * "21 Nov, 7:48 pm" (with the year when it is not this year), in the device's time zone.
 */
const RELATIVE_LIMIT_MS = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

function absolute(date: Date, now: Date, timeZone: string | undefined): string {
  const sameYear =
    new Intl.DateTimeFormat('en-IN', { timeZone, year: 'numeric' }).format(date) ===
    new Intl.DateTimeFormat('en-IN', { timeZone, year: 'numeric' }).format(now);
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

export function formatWhen(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const ago = now.getTime() - date.getTime();
  // A clock a little ahead of the server's still reads "now", not "in 3 seconds".
  if (ago < 60_000) return relative.format(0, 'minute');
  if (ago < 60 * 60_000) return relative.format(-Math.floor(ago / 60_000), 'minute');
  if (ago < RELATIVE_LIMIT_MS) return relative.format(-Math.floor(ago / (60 * 60_000)), 'hour');
  return absolute(date, now, timeZone);
}

/** The full date and time, for a `<time>` element's title. */
export function formatFullDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IN', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
