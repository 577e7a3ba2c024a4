/**
 * Countdowns on the grand-test pages, in days, hours and minutes. Window edges are written by the
 * app's one date formatter (`formatWeekdayDateTime` in lib/format-date.ts), in India time.
 */

/** "2 d 4 h", "3 h 20 min", "12 min", "less than a minute". */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** The test screen's address for a grand test's attempt: it returns to the grand test's result when submitted. */
export const grandTestAttemptScreen = (attemptId: string, grandTestId: string) =>
  `/test?id=${encodeURIComponent(attemptId)}&grand=${encodeURIComponent(grandTestId)}`;
export const grandTestResultScreen = (grandTestId: string) =>
  `/grand-tests/result?id=${encodeURIComponent(grandTestId)}`;
