// @vitest-environment happy-dom
import type { TestReply } from '@medsutra/contract/mcq/tests-api';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ExamScreen } from './exam-screen';

const paletteRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./question-palette', () => ({
  QuestionPalette: () => {
    paletteRenders.count += 1;
    return null;
  },
}));
vi.mock('../lib/use-test-answers', () => {
  const state = { answers: {}, marked: [], visited: [] };
  const noop = () => undefined;
  const sync = async () => true;
  const unsyncedIds = new Set<string>();
  return {
    useTestAnswers: () => ({ state, choose: noop, toggleMarked: noop, visit: noop, sync, unsynced: 0, unsyncedIds }),
  };
});
vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

afterEach(() => vi.useRealTimers());

function twoHundredQuestionTest(now: Date): TestReply {
  return {
    testId: 't1',
    pattern: 'neet-pg',
    name: 'NEET-PG mock',
    marksCorrect: 4,
    marksWrong: -1,
    startedAt: now.toISOString(),
    deadline: new Date(now.getTime() + 3 * 60 * 60_000).toISOString(),
    serverNow: now.toISOString(),
    questions: Array.from({ length: 200 }, (_, i) => ({
      id: `q${i}`,
      format: 'single' as const,
      stem: `Question ${i + 1}`,
      statements: null,
      match: null,
      steps: null,
      assertion: null,
      reason: null,
      figure: null,
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      subjectId: 'anatomy',
      difficulty: 'medium',
      part: 1,
    })),
    answers: {},
    result: null,
  } as TestReply;
}

describe('the exam screen’s clock', () => {
  it('ticks every second without re-rendering the 200-question palette', () => {
    vi.useFakeTimers();
    const now = new Date('2026-11-23T10:00:00Z');
    vi.setSystemTime(now);
    renderWithApp(<ExamScreen test={twoHundredQuestionTest(now)} local={null} onSubmitted={() => undefined} />);
    const clock = screen.getByTestId('time-left');
    expect(clock.textContent).toBe('3:00:00');
    const before = paletteRenders.count;
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(clock.textContent).toBe('2:59:55');
    expect(paletteRenders.count).toBe(before);
  });
});
