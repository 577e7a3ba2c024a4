import { describe, expect, it } from 'vitest';
import { cleanDisplayName, displayText, jsonValue, text, textMessages } from './text.ts';

describe('the request text schema', () => {
  it('refuses NUL, escape, DEL and C1 controls, and keeps tab, line feed, carriage return and any script', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u001b[2J', 'x\u007f', '\u0085']) {
      expect(text().safeParse(bad).error?.issues[0]?.message).toBe(textMessages.controlCharacter);
    }
    for (const good of ['line one\r\n\tline two', 'हृदय 心臓 ❤️', '']) expect(text().parse(good)).toBe(good);
  });

  it('takes bidirectional overrides and isolates out of names and titles before the length checks', () => {
    expect(displayText().trim().parse('\u202Eevil\u202C \u2066x\u2069')).toBe('evil x');
    expect(displayText().trim().min(1).safeParse('\u202E\u202D').success).toBe(false);
    expect(cleanDisplayName('\u202Elive\u0000')).toBe('live');
  });

  it('looks inside JSON values, keys included', () => {
    expect(jsonValue().safeParse({ a: [{ b: 'ok' }], c: 1 }).success).toBe(true);
    expect(jsonValue().safeParse({ a: [{ b: 'n\u0000' }] }).success).toBe(false);
    expect(jsonValue().safeParse({ 'k\u0000': 1 }).success).toBe(false);
  });
});
