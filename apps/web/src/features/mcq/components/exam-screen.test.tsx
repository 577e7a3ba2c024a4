// @vitest-environment happy-dom
import type { TestReply } from '@medsutra/contract/mcq/tests-api';
import { mcqTestSubmitPartPath } from '@medsutra/contract/mcq/tests-paths';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { plainSingleQuestion } from '../lib/plain-question-fixture';
import { ExamScreen } from './exam-screen';

const paletteRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./question-palette', () => ({
  QuestionPalette: () => {
    paletteRenders.count += 1;
    return null;
  },
}));
const chosen = vi.hoisted(() => [] as [string, string | null][]);
vi.mock('../lib/use-test-answers', async () => {
  // The screen's answers as React state, so a choice made on the screen renders the question again.
  const { useCallback, useState } = await import('react');
  const marked: string[] = [];
  const visited: string[] = [];
  const noop = () => undefined;
  const sync = async () => true;
  const unsyncedIds = new Set<string>();
  return {
    useTestAnswers: () => {
      const [answers, setAnswers] = useState<Record<string, { choice: string | null }>>({});
      const [state, setState] = useState({ answers, marked, visited });
      if (state.answers !== answers) setState({ answers, marked, visited });
      const choose = useCallback((questionId: string, choice: string | null) => {
        chosen.push([questionId, choice]);
        setAnswers((now) => ({ ...now, [questionId]: { choice } }));
      }, []);
      return {
        state,
        choose,
        toggleMarked: noop,
        visit: noop,
        sync,
        addSeconds: noop,
        secondsSpent: () => ({}),
        current: () => state,
        unsynced: 0,
        unsyncedIds,
      };
    },
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
      ...plainSingleQuestion,
      stem: `Question ${i + 1}`,
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

/** An FMGE grand attempt with `part` open: its 150 questions, closing `closesInMs` from `now`. */
function fmgeAttempt(now: Date, part: number, closesInMs: number): TestReply {
  const base = twoHundredQuestionTest(now);
  return {
    ...base,
    pattern: 'fmge',
    name: 'FMGE',
    marksCorrect: 1,
    marksWrong: 0,
    deadline: new Date(now.getTime() + (part === 1 ? 300 : 150) * 60_000).toISOString(),
    openPart: { part, parts: 2, closesAt: new Date(now.getTime() + closesInMs).toISOString() },
    questions: base.questions.slice(0, 150).map((q, i) => ({ ...q, id: `p${part}q${i}`, part })),
  };
}

describe('a test whose parts run in turn', () => {
  it('shows the open part on its own clock, and asks before submitting part 1 to start part 2', async () => {
    const now = new Date();
    const partTwo = fmgeAttempt(now, 2, 150 * 60_000);
    let submittedPart = false;
    server.use(
      http.post(mcqTestSubmitPartPath('t1', 1), () => {
        submittedPart = true;
        return HttpResponse.json(partTwo);
      }),
    );
    const onNextPart = vi.fn();
    const onSubmitted = vi.fn();
    const view = renderWithApp(
      <ExamScreen
        test={fmgeAttempt(now, 1, 150 * 60_000)}
        local={null}
        onSubmitted={onSubmitted}
        onNextPart={onNextPart}
      />,
    );
    expect(screen.getByTestId('exam-part-label').textContent).toBe('Part 1 of 2');
    // Part 1's own 150 minutes, not the attempt's 300.
    expect(screen.getByTestId('time-left').textContent).toBe('2:30:00');
    expect(screen.queryByRole('button', { name: 'Submit test' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit part 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit part 1 and start part 2?' });
    expect(dialog.textContent).toContain('150 of 150 questions are not answered in part 1.');
    expect(dialog.textContent).toContain('part 1’s answers are locked');
    // Going back changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the test' }));
    expect(submittedPart).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit part 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit part 1 and start part 2' }));
    await waitFor(() => expect(onNextPart).toHaveBeenCalledTimes(1));
    expect(onNextPart.mock.calls[0]![0]).toEqual(partTwo);
    expect(onSubmitted).not.toHaveBeenCalled();
    // The page opens part 2 on a fresh screen: its label, its own clock, and the test's submit.
    view.unmount();
    renderWithApp(<ExamScreen test={partTwo} local={null} onSubmitted={onSubmitted} onNextPart={onNextPart} />);
    expect(screen.getByTestId('exam-part-label').textContent).toBe('Part 2 of 2');
    expect(screen.getByTestId('time-left').textContent).toBe('2:30:00');
    expect(screen.getByRole('button', { name: 'Submit test' })).toBeTruthy();
  });

  it('submits part 1 by itself when its time ends, and opens part 2', async () => {
    const now = new Date();
    const partTwo = fmgeAttempt(now, 2, 150 * 60_000);
    server.use(http.post(mcqTestSubmitPartPath('t1', 1), () => HttpResponse.json(partTwo)));
    const onNextPart = vi.fn();
    const onSubmitted = vi.fn();
    renderWithApp(
      <ExamScreen test={fmgeAttempt(now, 1, 1_000)} local={null} onSubmitted={onSubmitted} onNextPart={onNextPart} />,
    );
    await waitFor(() => expect(onNextPart).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(onNextPart.mock.calls[0]![0]).toEqual(partTwo);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('keeps a part whose time ended offline waiting, and submits it when the connection returns', async () => {
    const now = new Date();
    const partTwo = fmgeAttempt(now, 2, 150 * 60_000);
    let online = false;
    server.use(
      http.post(mcqTestSubmitPartPath('t1', 1), () => (online ? HttpResponse.json(partTwo) : HttpResponse.error())),
    );
    const onNextPart = vi.fn();
    renderWithApp(
      <ExamScreen test={fmgeAttempt(now, 1, 1_000)} local={null} onSubmitted={vi.fn()} onNextPart={onNextPart} />,
    );
    // No reply: the part waits on this device and says so, with no re-tap needed.
    await waitFor(() => expect(screen.getByTestId('submit-waiting')).toBeTruthy(), { timeout: 5_000 });
    expect(onNextPart).not.toHaveBeenCalled();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(onNextPart).toHaveBeenCalledTimes(1));
    expect(onNextPart.mock.calls[0]![0]).toEqual(partTwo);
  });
});

describe('a tap on an answer', () => {
  it('is checked by the browser at once, and reaches the screen’s answers only after the next frame', async () => {
    chosen.length = 0;
    renderWithApp(<ExamScreen test={twoHundredQuestionTest(new Date())} local={null} onSubmitted={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Question 1 of 200' });
    const [a, b] = within(group).getAllByRole('radio') as HTMLInputElement[];
    fireEvent.click(b!);
    expect(b!.checked).toBe(true);
    expect(a!.checked).toBe(false);
    // Nothing of React's in the tap's task: the answer follows after the paint.
    expect(chosen).toEqual([]);
    await waitFor(() => expect(chosen).toEqual([['q0', 'b']]));
    expect(b!.checked).toBe(true);
    fireEvent.click(a!);
    fireEvent.click(b!);
    await waitFor(() => expect(chosen).toHaveLength(3));
    expect(chosen.at(-1)).toEqual(['q0', 'b']);
    expect(b!.checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Questions: 1/200 answered' })).toBeTruthy();
  });

  it('is taken off the radios when the screen clears it', async () => {
    renderWithApp(<ExamScreen test={twoHundredQuestionTest(new Date())} local={null} onSubmitted={() => undefined} />);
    const [a] = screen.getAllByRole('radio') as HTMLInputElement[];
    fireEvent.click(a!);
    const clear = screen.getByRole('button', { name: 'Clear answer' }) as HTMLButtonElement;
    await waitFor(() => expect(clear.disabled).toBe(false));
    fireEvent.click(clear);
    expect(a!.checked).toBe(false);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });
});
