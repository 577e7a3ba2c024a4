// @vitest-environment happy-dom
import type { TestReply } from '@medsutra/contract/mcq/tests-api';
import { act, fireEvent, screen, within } from '@testing-library/react';
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
    useTestAnswers: () => ({
      state,
      choose: noop,
      toggleMarked: noop,
      visit: noop,
      sync,
      addSeconds: noop,
      secondsSpent: () => ({}),
      unsynced: 0,
      unsyncedIds,
    }),
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
    // The palette is mounted in a task after the first question (or when its button is tapped).
    fireEvent.click(screen.getByRole('button', { name: /^Questions:/ }));
    act(() => {
      vi.advanceTimersByTime(0);
    });
    const before = paletteRenders.count;
    expect(before).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(clock.textContent).toBe('2:59:55');
    expect(paletteRenders.count).toBe(before);
  });
});

describe('exam mode', () => {
  it('keeps the palette off a phone’s first render until its button is tapped', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    try {
      const now = new Date();
      paletteRenders.count = 0;
      renderWithApp(<ExamScreen test={twoHundredQuestionTest(now)} local={null} onSubmitted={() => undefined} />);
      expect(screen.getByText('Question 1', { selector: 'p' })).toBeTruthy();
      expect(paletteRenders.count).toBe(0);
      const toggle = screen.getByRole('button', { name: 'Questions: 0/200 answered' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(paletteRenders.count).toBeGreaterThan(0);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('asks before submitting, saying how many questions are not answered, and goes back on cancel', () => {
    renderWithApp(<ExamScreen test={twoHundredQuestionTest(new Date())} local={null} onSubmitted={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit test' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit the test?' });
    expect(dialog.textContent).toContain('200 of 200 questions are not answered.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the test' }));
    expect(screen.queryByRole('dialog', { name: 'Submit the test?' })).toBeNull();
  });

  it('asks before leaving, with the clock still running', () => {
    renderWithApp(<ExamScreen test={twoHundredQuestionTest(new Date())} local={null} onSubmitted={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the test?' });
    expect(dialog.textContent).toContain(
      'The clock keeps running while you are away, and 200 questions are not answered.',
    );
    expect(within(dialog).getByRole('button', { name: 'Leave the test' })).toBeTruthy();
  });
});
