import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount } from './format';

describe('numbers as students in India read them', () => {
  it('group digits the Indian way and shorten large chip values', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1150)).toBe('1.2K');
    expect(formatCompact(123456)).toBe('1.2L');
  });
});
