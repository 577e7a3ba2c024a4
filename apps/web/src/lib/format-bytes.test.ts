import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('picks KB, MB or GB so a small PDF is not "0.0 MB" and free space not "10240.0 MB"', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(2_100)).toBe('2 KB');
    expect(formatBytes(12.5 * 1024 * 1024)).toBe('12.5 MB');
    expect(formatBytes(10 * 1024 * 1024 * 1024)).toBe('10.0 GB');
  });
});
