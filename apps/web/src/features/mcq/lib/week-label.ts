/** "9 Nov" for a week's Monday (`yyyy-mm-dd`), read as a calendar date whatever the phone's zone. */
const format = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const weekLabel = (monday: string) => format.format(new Date(`${monday}T00:00:00Z`));
