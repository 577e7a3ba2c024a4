/**
 * A timed test's parts (FMGE has two of 150 minutes). In a pattern's own test the parts follow
 * each other from the start. In a test whose parts run in turn (an FMGE grand test, decision 144)
 * one part is open at a time: submitting it early opens the next with its own full minutes.
 *
 * No column records the early submit: `mcq_tests.started_at` of such a test is the origin of its
 * parts' clocks, and an early submit moves it back by the minutes left in the part, so each part's
 * end stays "origin + the minutes of the parts so far" (the part just submitted ends now) and the
 * deadline moves with it (still cut where it was: the grand test's window).
 */
import { TEST_PATTERNS, type TestPattern, type TestPatternId } from '@medsutra/contract/mcq/tests-api';
import type { TestRow } from './tests-repository.ts';

const MINUTE_MS = 60_000;
type Timed = Pick<TestRow, 'pattern' | 'startedAt' | 'deadline'>;

/** When each part closes, from the clocks' origin; a custom test has one part, closing at its deadline. */
export function partDeadlines(test: Timed): Date[] {
  if (test.pattern === 'custom') return [test.deadline];
  const pattern = TEST_PATTERNS[test.pattern as Exclude<TestPatternId, 'custom'>];
  let minutes = 0;
  return pattern.parts.map((part) => {
    minutes += part.minutes;
    return new Date(test.startedAt.getTime() + minutes * MINUTE_MS);
  });
}

/** The 1-based part of the question at `position` (0-based): the parts take the questions in order. */
export function partOfPosition(pattern: TestPattern, position: number): number {
  let end = 0;
  for (const [index, part] of pattern.parts.entries()) {
    end += part.questions;
    if (position < end) return index + 1;
  }
  return pattern.parts.length;
}

export interface OpenPartAt {
  /** 1-based. */
  part: number;
  parts: number;
  /** The part's end, cut at the test's deadline. */
  closesAt: Date;
}

/** The part open at `now` in a test whose parts run in turn; null once the last has closed. */
export function openPartAt(test: Timed, now: Date): OpenPartAt | null {
  const ends = partDeadlines(test);
  for (const [index, end] of ends.entries()) {
    const closesAt = new Date(Math.min(end.getTime(), test.deadline.getTime()));
    if (now.getTime() < closesAt.getTime()) return { part: index + 1, parts: ends.length, closesAt };
  }
  return null;
}

/**
 * The clocks after `part` is submitted at `now`: the origin and the deadline move back by the time
 * the part had left, so the part ends now and the next ones keep their full minutes (the deadline
 * never moves later than it was).
 */
export function afterEarlySubmit(test: Timed, part: number, now: Date): { startedAt: Date; deadline: Date } {
  const ends = partDeadlines(test);
  const shift = ends[part - 1]!.getTime() - now.getTime();
  const last = ends[ends.length - 1]!.getTime();
  return {
    startedAt: new Date(test.startedAt.getTime() - shift),
    deadline: new Date(Math.min(last - shift, test.deadline.getTime())),
  };
}
