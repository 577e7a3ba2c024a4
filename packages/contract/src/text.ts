/**
 * The one text schema for request fields. PostgreSQL cannot store a NUL byte in text or jsonb, and
 * no person types a control character, so they are refused with a 400 before they reach a query;
 * tab, line feed and carriage return stay (a message may have lines). Names and titles also lose
 * the bidirectional override and isolate characters, which would let "\u202Eevil" show as "live".
 */
import { z } from 'zod';

/** A control character (C0, DEL, C1: Unicode's Cc) other than tab, line feed and carriage return. */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;
/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const textMessages = {
  /** Read after the field's name: "fullName: must not contain …". */
  controlCharacter: 'must not contain control characters (such as a NUL byte); remove them and try again.',
} as const;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** True when any string or key inside a JSON value holds a control character. */
function jsonHasControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => jsonHasControlCharacter(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacter(key) || jsonHasControlCharacter(item, depth + 1),
  );
}

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

type StringParams = Parameters<typeof z.string>[0];

/** Every string field of a request: a string without control characters. */
export function text(params?: StringParams) {
  return z.string(params).refine((value) => !hasControlCharacter(value), {
    message: textMessages.controlCharacter,
    abort: true,
  });
}

/** A name or a title: text without bidirectional overrides (removed, not refused). */
export function displayText(params?: StringParams) {
  return text(params).overwrite(stripBidiControls);
}

/** Any JSON value (session data) whose strings and keys hold no control characters. */
export function jsonValue() {
  return z.unknown().refine((value) => !jsonHasControlCharacter(value), { message: textMessages.controlCharacter });
}

/** A name from elsewhere (a Google profile): control and bidirectional characters removed. */
export function cleanDisplayName(value: string): string {
  return stripBidiControls(value).replace(/\p{Cc}/gu, '');
}
