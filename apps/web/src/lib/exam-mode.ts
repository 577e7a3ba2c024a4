/**
 * Exam mode: while a timed test runs (`/test?id=…`) the signed-in layout leaves out its header and
 * tabs, so nothing but the exam is on screen and no tab can be tapped by mistake. The layout knows
 * the address before the test loads (no header appearing, then vanishing); the test page says when
 * the test it shows is over (its result is on screen), and the header returns. This file ships
 * with the sign-in page's layout, so it stays a few lines.
 */
import { useSyncExternalStore } from 'react';

let finishedTestId: string | null = null;
const listeners = new Set<() => void>();

/** The test page: the test `testId` is submitted and its result is shown (null: it runs again). */
export function setExamFinished(testId: string | null) {
  if (finishedTestId === testId) return;
  finishedTestId = testId;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True on a running test's address: `/test?id=<a test whose result is not on screen>`. */
export function useExamMode(pathname: string, search: string): boolean {
  const finished = useSyncExternalStore(subscribe, () => finishedTestId);
  if (pathname !== '/test') return false;
  const testId = new URLSearchParams(search).get('id');
  return testId !== null && testId !== finished;
}
