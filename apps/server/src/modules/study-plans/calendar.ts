/**
 * A plan as an iCalendar file: one event per study day from its first slot to its last, in
 * Asia/Kolkata (no daylight saving, so one fixed VTIMEZONE), the day's items in the description.
 */
import { PRODUCT_NAME } from '@medsutra/contract/product';

interface CalendarItem {
  day: string;
  startMinute: number;
  minutes: number;
  title: string;
}

const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const stamp = (day: string, minute: number) => {
  const clamped = Math.min(minute, 24 * 60 - 1);
  const hours = String(Math.floor(clamped / 60)).padStart(2, '0');
  const minutes = String(clamped % 60).padStart(2, '0');
  return `${day.replaceAll('-', '')}T${hours}${minutes}00`;
};
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Lines longer than 75 octets are folded, as RFC 5545 asks. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

export function planCalendar(plan: { id: string; title: string }, items: readonly CalendarItem[], now: Date): string {
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
  const created = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Study plan//EN`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(plan.title)}`,
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const [day, dayItems] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    const first = Math.min(...dayItems.map((item) => item.startMinute));
    const last = Math.max(...dayItems.map((item) => item.startMinute + item.minutes));
    const description = dayItems
      .map((item) => `${clock(item.startMinute)} ${item.title} (${item.minutes} min)`)
      .join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${plan.id}-${day}@medsutra`,
      `DTSTAMP:${created}`,
      `DTSTART;TZID=Asia/Kolkata:${stamp(day, first)}`,
      `DTEND;TZID=Asia/Kolkata:${stamp(day, last)}`,
      `SUMMARY:${escapeText(`${PRODUCT_NAME} study: ${dayItems.length} items`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
