import { describe, expect, it } from 'vitest';
import { niceMax, ticks } from './chart-scale';

describe('chart axes', () => {
  it('round the top of the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(101)).toBe(200);
    expect(niceMax(250)).toBe(500);
    expect(niceMax(3001)).toBe(5000);
  });

  it('space whole-number ticks evenly from zero', () => {
    expect(ticks(200)).toEqual([0, 50, 100, 150, 200]);
    expect(ticks(1)).toEqual([0, 1]);
  });
});
