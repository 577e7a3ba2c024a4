import { afterEach, describe, expect, it } from 'vitest';
import { localTimeZone } from './time-zone';

const global = globalThis as { Temporal?: unknown };
const original = global.Temporal;
afterEach(() => {
  global.Temporal = original;
});

describe('the browser’s time zone', () => {
  it('comes from Temporal where the browser has it', () => {
    global.Temporal = { Now: { timeZoneId: () => 'Asia/Kolkata' } };
    expect(localTimeZone()).toBe('Asia/Kolkata');
  });

  it('comes from Intl where it has not, and the two agree', () => {
    delete global.Temporal;
    const fromIntl = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(localTimeZone()).toBe(fromIntl);
    if (original) {
      global.Temporal = original;
      expect(localTimeZone()).toBe(fromIntl);
    }
  });
});
