/**
 * A test's answers on the exam screen: every change is written to this device (IndexedDB) at once, then sent
 * (with its id and sequence) as soon as possible; unsent ones are retried every few seconds and
 * when the connection returns. The server keeps the newest sequence, so order does not matter.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveTestAnswers } from '../api/tests-api';
import { afterPaint } from './after-paint';
import { type LocalTestState, mergeServerAnswers, saveLocalTest } from './test-local-store';

const RETRY_MS = 5_000;

export function useTestAnswers(
  testId: string,
  serverAnswers: Record<string, { choice: string | null; sequence: number }>,
  local: LocalTestState | null,
  /**
   * Parts in turn: only these questions' answers are sent (a closed part's are refused, and one
   * refused answer would hold back the whole batch).
   */
  sendOnly: ReadonlySet<string> | null = null,
) {
  const [state, setState] = useState<LocalTestState>(() => mergeServerAnswers(local, serverAnswers));
  const stateRef = useRef(state);
  const sending = useRef(false);
  const sendable = useCallback((questionId: string) => sendOnly === null || sendOnly.has(questionId), [sendOnly]);

  const commit = useCallback(
    (next: LocalTestState) => {
      stateRef.current = next;
      setState(next);
      afterPaint(() => void saveLocalTest(testId, next));
    },
    [testId],
  );

  /** Sends every unsent answer; true when nothing is left unsent. */
  const sync = useCallback(async (): Promise<boolean> => {
    if (sending.current) return false;
    const pending = Object.entries(stateRef.current.answers).filter(
      ([questionId, answer]) => !answer.synced && sendable(questionId),
    );
    if (pending.length === 0) return true;
    sending.current = true;
    try {
      await saveTestAnswers(testId, {
        answers: pending.map(([questionId, answer]) => ({
          answerId: answer.answerId,
          questionId,
          choice: answer.choice,
          sequence: answer.sequence,
        })),
      });
      const answers = { ...stateRef.current.answers };
      for (const [questionId, sent] of pending) {
        const now = answers[questionId];
        if (now && now.sequence === sent.sequence) answers[questionId] = { ...now, synced: true };
      }
      commit({ ...stateRef.current, answers });
      return Object.entries(answers).every(([questionId, answer]) => answer.synced || !sendable(questionId));
    } catch {
      return false;
    } finally {
      sending.current = false;
    }
  }, [testId, commit, sendable]);

  useEffect(() => {
    const timer = window.setInterval(() => void sync(), RETRY_MS);
    const online = () => void sync();
    window.addEventListener('online', online);
    void sync();
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [sync]);

  const choose = useCallback(
    (questionId: string, choice: string | null) => {
      const current = stateRef.current;
      const sequence = current.sequence + 1;
      commit({
        ...current,
        sequence,
        answers: {
          ...current.answers,
          [questionId]: { choice, sequence, answerId: crypto.randomUUID(), synced: false },
        },
      });
      afterPaint(() => void sync());
    },
    [commit, sync],
  );

  const toggleMarked = useCallback(
    (questionId: string) => {
      const current = stateRef.current;
      const marked = current.marked.includes(questionId)
        ? current.marked.filter((id) => id !== questionId)
        : [...current.marked, questionId];
      commit({ ...current, marked });
    },
    [commit],
  );

  const visit = useCallback(
    (questionId: string) => {
      const current = stateRef.current;
      if (!current.visited.includes(questionId)) commit({ ...current, visited: [...current.visited, questionId] });
    },
    [commit],
  );

  /** Adds seconds spent on a question: kept on the device (no re-render), sent with the submit. */
  const addSeconds = useCallback(
    (questionId: string, seconds: number) => {
      if (seconds <= 0) return;
      const current = stateRef.current;
      const spent = { ...current.seconds, [questionId]: (current.seconds?.[questionId] ?? 0) + seconds };
      stateRef.current = { ...current, seconds: spent };
      void saveLocalTest(testId, stateRef.current);
    },
    [testId],
  );
  const secondsSpent = useCallback(() => stateRef.current.seconds ?? {}, []);
  /** The state as of now (a handler started before the last change reads this, not its render's copy). */
  const current = useCallback(() => stateRef.current, []);

  const unsyncedIds = new Set(
    Object.entries(state.answers)
      .filter(([questionId, answer]) => !answer.synced && sendable(questionId))
      .map(([questionId]) => questionId),
  );
  return {
    state,
    choose,
    toggleMarked,
    visit,
    sync,
    addSeconds,
    secondsSpent,
    current,
    unsynced: unsyncedIds.size,
    unsyncedIds,
  };
}
