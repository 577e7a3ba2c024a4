/**
 * A test's answers on this device, written at once on every change so a reload or a dropped
 * connection loses nothing; each answer keeps its id and sequence until the server has it.
 */
export interface LocalAnswer {
  choice: string | null;
  sequence: number;
  answerId: string;
  synced: boolean;
}

export interface LocalTestState {
  answers: Record<string, LocalAnswer>;
  marked: string[];
  visited: string[];
  sequence: number;
}

const keyOf = (testId: string) => `medsutra.test.${testId}`;

export function loadLocalTest(testId: string): LocalTestState | null {
  try {
    const raw = window.localStorage.getItem(keyOf(testId));
    return raw ? (JSON.parse(raw) as LocalTestState) : null;
  } catch {
    return null;
  }
}

export function saveLocalTest(testId: string, state: LocalTestState) {
  try {
    window.localStorage.setItem(keyOf(testId), JSON.stringify(state));
  } catch {
    // Storage full or blocked: the answers still go to the server.
  }
}

export function forgetLocalTest(testId: string) {
  try {
    window.localStorage.removeItem(keyOf(testId));
  } catch {
    // nothing to forget
  }
}

/** The server's saved answers merged with this device's: the higher sequence wins. */
export function mergeServerAnswers(
  local: LocalTestState | null,
  server: Record<string, { choice: string | null; sequence: number }>,
): LocalTestState {
  const state: LocalTestState = local ?? { answers: {}, marked: [], visited: [], sequence: 0 };
  const answers = { ...state.answers };
  let sequence = state.sequence;
  for (const [questionId, saved] of Object.entries(server)) {
    const mine = answers[questionId];
    if (!mine || saved.sequence >= mine.sequence) {
      answers[questionId] = {
        choice: saved.choice,
        sequence: saved.sequence,
        answerId: mine?.answerId ?? '',
        synced: true,
      };
    }
    sequence = Math.max(sequence, saved.sequence);
  }
  return { ...state, answers, sequence };
}
