/**
 * What one exchange in a thread is, as the use cases pass it along: the student's message, the
 * answer row it is written into, and what a mode composed for it.
 */
import type { Grounding } from '@medsutra/contract/library/api';
import type { TutorAnswer, TutorCitation, TutorQuestion, TutorTable } from '@medsutra/contract/tutor/api';
import type { MessageRow, ThreadRow } from './repository.ts';

export interface SessionUserLike {
  id: string;
}

/** A streamed answer's row left 'streaming' longer than this was cut off (the process stopped). */
export const STALE_STREAM_MS = 3 * 60 * 1000;

export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export type Usage = TutorAnswer['usage'];

export interface Turn {
  thread: ThreadRow;
  question: { id: string; content: string; clientId: string };
  answerId: string;
  usage: Usage;
  /** Questions in a test the student has open: no explanation or answer of them (decision 075). */
  hidden?: ReadonlySet<string>;
}

export const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

export type Accepted = { kind: 'replay'; answer: TutorAnswer } | { kind: 'turn'; turn: Turn };

export interface Composed {
  text: string;
  citations: TutorCitation[];
  grounding: Grounding | null;
  label: string;
  table?: TutorTable | null;
  /** The library question a quiz message asks (its text is in `text` too, from `tutorQuizHeading`). */
  question?: TutorQuestion | null;
  interrupted?: boolean;
  model?: string | null;
  state?: Record<string, unknown>;
  /** The option named for a multiple-choice question, or null. */
  choice?: 'A' | 'B' | 'C' | 'D' | null;
  extraTokens?: number;
}

/** How a thread's mode answers one turn, given the thread's earlier messages. */
export type AnswerTurn = (turn: Turn, history: MessageRow[], onDelta: (text: string) => void) => Promise<Composed>;
