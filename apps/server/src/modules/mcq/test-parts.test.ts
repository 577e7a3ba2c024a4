import { TEST_PATTERNS } from '@medsutra/contract/mcq/tests-api';
import { describe, expect, it } from 'vitest';
import { afterEarlySubmit, openPartAt, partOfPosition } from './test-parts.ts';

const start = new Date('2026-11-29T05:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
/** An FMGE attempt started at `start`, its deadline cut at `cut` minutes (the window's end). */
const fmge = (cut = 300) => ({ pattern: 'fmge', startedAt: start, deadline: at(Math.min(300, cut)) });

describe('parts in turn', () => {
  it('puts the first 150 questions in part 1 and the rest in part 2', () => {
    expect([0, 149, 150, 299].map((p) => partOfPosition(TEST_PATTERNS.fmge, p))).toEqual([1, 1, 2, 2]);
  });

  it('opens part 2 when part 1’s 150 minutes end, and nothing after the deadline', () => {
    expect(openPartAt(fmge(), at(10))).toEqual({ part: 1, parts: 2, closesAt: at(150) });
    expect(openPartAt(fmge(), at(150))).toEqual({ part: 2, parts: 2, closesAt: at(300) });
    expect(openPartAt(fmge(), at(300))).toBeNull();
  });

  it('gives part 2 its full 150 minutes from an early submit of part 1', () => {
    const moved = afterEarlySubmit(fmge(), 1, at(40));
    expect(moved).toEqual({ startedAt: at(-110), deadline: at(190) });
    const test = { ...fmge(), ...moved };
    expect(openPartAt(test, at(40))).toEqual({ part: 2, parts: 2, closesAt: at(190) });
  });

  it('never moves the deadline past the window’s end', () => {
    // The window ends 200 minutes after the start: part 1 submitted at 100 leaves part 2 100 minutes.
    const moved = afterEarlySubmit(fmge(200), 1, at(100));
    expect(moved.deadline).toEqual(at(200));
    expect(openPartAt({ ...fmge(200), ...moved }, at(120))).toEqual({ part: 2, parts: 2, closesAt: at(200) });
    // A window ending inside part 1 cuts part 1, and part 2 never opens.
    expect(openPartAt(fmge(100), at(99))).toEqual({ part: 1, parts: 2, closesAt: at(100) });
    expect(openPartAt(fmge(100), at(100))).toBeNull();
  });
});
