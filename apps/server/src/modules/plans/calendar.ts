/** Month arithmetic for plan periods, in UTC; the 31st plus a month is the last day of the next month. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** `yyyy-mm` of an instant, in UTC. */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}
