/** "9 Nov" for a week's Monday (`yyyy-mm-dd`), read as a calendar date whatever the phone's zone. */
const format = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const weekLabel = (monday: string) => format.format(new Date(`${monday}T00:00:00Z`));

/** Short labels for a row of weeks: the day alone, with the month on the first week and where it changes. */
export function shortWeekLabels(mondays: readonly string[]): string[] {
  return mondays.map((monday, index) => {
    const month = monday.slice(5, 7);
    const previous = index > 0 ? mondays[index - 1]!.slice(5, 7) : null;
    return month === previous ? String(Number(monday.slice(8, 10))) : weekLabel(monday);
  });
}
