import { describe, expect, it } from 'vitest';
import { mergeServerAnswers } from './test-local-store';

describe('merging a test’s saved answers with this device’s', () => {
  it('keeps an unsent newer choice and takes the server’s when it is newer', () => {
    const merged = mergeServerAnswers(
      {
        answers: {
          q1: { choice: 'a', sequence: 5, answerId: 'x', synced: false },
          q2: { choice: 'b', sequence: 1, answerId: 'y', synced: true },
        },
        marked: ['q1'],
        visited: ['q1', 'q2'],
        sequence: 5,
      },
      { q1: { choice: 'c', sequence: 3 }, q2: { choice: 'd', sequence: 7 }, q3: { choice: null, sequence: 8 } },
    );
    expect(merged.answers.q1).toEqual({ choice: 'a', sequence: 5, answerId: 'x', synced: false });
    expect(merged.answers.q2).toMatchObject({ choice: 'd', sequence: 7, synced: true });
    expect(merged.answers.q3).toMatchObject({ choice: null, sequence: 8, synced: true });
    expect(merged.sequence).toBe(8);
    expect(merged.marked).toEqual(['q1']);
  });
});
