/**
 * The browser's IANA time zone ("Asia/Kolkata"). Temporal answers from the zone the browser already
 * knows, in well under a millisecond. Asking through `Intl.DateTimeFormat().resolvedOptions()`
 * (browsers without Temporal) builds a date formatter first, which loads ICU's locale and zone
 * data: 20–30 ms on a desktop in Chromium and several times that on a slow phone, inside the
 * sign-in page's first tasks, where the device check asks for the zone (docs/decisions/072).
 */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

export function localTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  if (typeof temporal?.Now?.timeZoneId === 'function') return temporal.Now.timeZoneId();
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
