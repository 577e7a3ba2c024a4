/**
 * What a rating button says: how long until the card comes back ("1 min", "10 min", "3 d",
 * "2.5 mo"), from the server's `comesBack` instant and the moment the due list arrived.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const trim = (value: number) => (value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10));

export function intervalLabel(comesBack: string, from: number): string {
  const ms = Math.max(0, Date.parse(comesBack) - from);
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
  if (ms < DAY) return `${trim(ms / HOUR)} h`;
  if (ms < 30 * DAY) return `${Math.round(ms / DAY)} d`;
  if (ms < 365 * DAY) return `${trim(ms / (30 * DAY))} mo`;
  return `${trim(ms / (365 * DAY))} y`;
}
