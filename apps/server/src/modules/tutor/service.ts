/**
 * The AI tutor: a student's threads and messages, answered by the grounded-answer service (the
 * library's passages, cited; a model writes from them when one is configured, else the answer is
 * composed from the passages and labelled offline). A message is counted against the day's limit
 * (Asia/Kolkata) once, in the transaction that stores it, by its client id: a resend after a
 * dropped stream is never counted again, and the answer is written to the database whether or not
 * the browser is still listening.
 */
import crypto from 'node:crypto';
import { type Grounding, groundingLabels } from '@medsutra/contract/library/api';
import { notePoints } from '@medsutra/contract/library/note-text';
import {
  type CreateThreadRequest,
  describesPersonalEmergency,
  type ThreadListReply,
  type ThreadReply,
  TUTOR_BUDGETS,
  TUTOR_DAILY_LIMITS,
  TUTOR_EMERGENCY_LINE,
  type TutorAnswer,
  type TutorCitation,
  type TutorContextKind,
  type TutorMessage,
  type TutorMode,
  type TutorQuestion,
  type TutorTable,
  type TutorUsageReply,
  tutorLabels,
  tutorMessages,
} from '@medsutra/contract/tutor/api';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage } from '../../adapters/ai/provider.ts';
import type { Database } from '../../db/client.ts';
import { economyDay } from '../../lib/calendar.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { type Passage, specificWords } from '../grounding/passages.ts';
import { composeFromPassages, type GroundedAnswerService } from '../grounding/service.ts';
import { searchWords } from '../library/search-query.ts';
import type { LibraryService } from '../library/service.ts';
import { noQuestionLocks, type QuestionLocks } from '../mcq/question-locks.ts';
import type { PlanService } from '../plans/service.ts';
import { choiceOf, composeMcqAnswer } from './mcq-answer.ts';
import { asksForException, type McqMessage, parseMcqMessage } from './mcq-message.ts';
import {
  chosenOption,
  formatQuestion,
  MODE_INSTRUCTIONS,
  offlineCompareTable,
  offlineExplain,
  optionLetter,
  splitComparison,
  tableFromText,
  VIVA_FOLLOW_UPS,
} from './modes.ts';
import { createTutorRepository, type MessageRow, type ThreadRow, type TutorRepository } from './repository.ts';

export interface SessionUserLike {
  id: string;
}

/** A streamed answer's row left 'streaming' longer than this was cut off (the process stopped). */
const STALE_STREAM_MS = 3 * 60 * 1000;
/** A long stem shares fewer of its words with any one passage than a short question does. */
const MCQ_RELEVANCE_FLOOR = 0.3;
const DEFAULT_TITLE = 'New conversation';
const SUMMARY_MAX = 1500;

export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

type Usage = TutorAnswer['usage'];

interface Turn {
  thread: ThreadRow;
  question: { id: string; content: string; clientId: string };
  answerId: string;
  usage: Usage;
  /** Questions in a test the student has open: no explanation or answer of them (decision 075). */
  hidden?: ReadonlySet<string>;
}

const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

export type Accepted = { kind: 'replay'; answer: TutorAnswer } | { kind: 'turn'; turn: Turn };

interface Composed {
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

interface QuizState {
  topic: string;
  pool: string[];
  asked: string[];
  current: string | null;
  right: number;
}
interface VivaState {
  topic: string;
  step: number;
}

const citationOf = (p: Passage): TutorCitation => ({
  n: p.n,
  kind: p.kind,
  id: p.itemId,
  title: p.title,
  subtopicId: p.subtopicId,
});

const renumber = (passages: Omit<Passage, 'n'>[], max = 5): Passage[] => {
  const seen = new Set<string>();
  const out: Passage[] = [];
  for (const p of passages) {
    const key = `${p.kind}:${p.itemId}`;
    if (seen.has(key) || out.length >= max) continue;
    seen.add(key);
    out.push({ ...p, n: out.length + 1 });
  }
  return out;
};

/**
 * A message that leans on the one before ("What about in pregnancy?", "and in children?", "why?"):
 * it is searched with the thread's last question as context, so it keeps the thread's topic.
 */
export function isFollowUp(content: string): boolean {
  const words = content.trim().split(/\s+/);
  if (
    /^(?:what|how)\s+about\b|^and\b|^(?:in|during|for|with)\b|^what\s+if\b|^why\b|^(?:its?|their|the same)\b/i.test(
      content.trim(),
    )
  )
    return words.length <= 12;
  return words.length <= 3 && /\?\s*$/.test(content);
}

/**
 * A model's named option, kept only when a passage it cited holds that option's words; otherwise
 * dropped to null (the reply says so).
 */
function checkedModelChoice(answer: Composed, passages: readonly Passage[], mcq: McqMessage): Composed['choice'] {
  const named = choiceOf(answer.text);
  if (!named) return null;
  const option = mcq.options['ABCD'.indexOf(named)]!.toLowerCase();
  const cited = new Set(answer.citations.map((c) => c.n));
  const supported = passages.some((p) => cited.has(p.n) && p.lines.some((l) => l.toLowerCase().includes(option)));
  if (supported) return named;
  // The stored answer must not read as a named option when it is replayed (choiceOf).
  answer.text = `${answer.text.replace(/(^|\n)Answer: ([A-D]\))/, '$1The model suggested $2')}\n\n${tutorMessages.choiceUnsupported}`;
  return null;
}

export function createTutorService(deps: {
  db: Database;
  repository?: TutorRepository;
  grounding: GroundedAnswerService;
  library: LibraryService;
  plans: Pick<PlanService, 'currentPlan'>;
  now: () => Date;
  premiumModel?: string | undefined;
  logger?: FastifyBaseLogger;
  /** Which questions' keys the student may not see now (a test they have open). */
  locks?: QuestionLocks;
}) {
  const { db, grounding, library, plans, now } = deps;
  const locks = deps.locks ?? noQuestionLocks;
  const repository = deps.repository ?? createTutorRepository();

  async function ownThread(user: SessionUserLike, threadId: string): Promise<ThreadRow> {
    const thread = await repository.thread(db, threadId);
    if (!thread) throw notFound(tutorMessages.threadNotFound);
    if (thread.userId !== user.id) throw forbidden(tutorMessages.threadNotYours);
    return thread;
  }

  async function limitFor(userId: string) {
    const plan = await plans.currentPlan(userId);
    return { planId: plan.planId, limit: TUTOR_DAILY_LIMITS[plan.planId], premiumChat: plan.planId !== 'free' };
  }

  async function usageOf(userId: string): Promise<Usage> {
    const { limit } = await limitFor(userId);
    const used = await repository.usedOn(db, userId, economyDay(now()));
    return { used, limit, left: Math.max(0, limit - used) };
  }

  /** The item a thread was started from, as a passage, and its title. */
  async function contextItem(kind: TutorContextKind, id: string): Promise<Omit<Passage, 'n'> | null> {
    if (kind === 'note' || kind === 'subtopic') {
      const bundle = await library.subtopicBundle(id);
      if (!bundle) return null;
      return {
        kind: 'note',
        itemId: bundle.subtopic.id,
        subtopicId: bundle.subtopic.id,
        title: bundle.subtopic.name,
        lines: bundle.notes ? notePoints(bundle.notes) : [],
        references: bundle.notes?.references ?? [],
      };
    }
    if (kind === 'question') {
      const q = await library.question(id);
      if (!q) return null;
      return {
        kind: 'question',
        itemId: q.id,
        subtopicId: q.subtopicId,
        title: q.stem.length > 90 ? `${q.stem.slice(0, 87)}…` : q.stem,
        lines: [q.stem, q.explanation],
        references: q.references,
      };
    }
    const c = await library.clinicalCase(id);
    if (!c) return null;
    return {
      kind: 'case',
      itemId: c.id,
      subtopicId: c.subtopicIds[0] ?? null,
      title: c.title,
      lines: (c.body as { teachingPoints?: string[] }).teachingPoints ?? [],
      references: c.references,
    };
  }

  function toMessage(row: MessageRow, thumbs: Map<string, 'up' | 'down'>): TutorMessage {
    const stale = row.status === 'streaming' && now().getTime() - row.createdAt.getTime() > STALE_STREAM_MS;
    return {
      id: row.id,
      role: row.role,
      content: row.content,
      clientId: row.clientId,
      status: stale ? 'interrupted' : row.status,
      citations: row.citations,
      label: row.label,
      grounding: row.grounding,
      emergency: row.emergency,
      table: row.tableData ?? null,
      question: row.questionData ?? null,
      feedback: thumbs.get(row.id) ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function answerFrom(row: MessageRow, usage: Usage): TutorAnswer {
    return {
      success: true,
      threadId: row.threadId,
      messageId: row.id,
      answer: row.content,
      citations: row.citations,
      label: row.label ?? tutorLabels.failed,
      grounding: row.grounding,
      interrupted: row.status !== 'complete',
      emergency: row.emergency,
      table: row.tableData ?? null,
      question: row.questionData ?? null,
      choice: row.role === 'assistant' ? choiceOf(row.content) : null,
      usage,
    };
  }

  function summaryOf(thread: ThreadRow) {
    return {
      id: thread.id,
      title: thread.title,
      mode: thread.mode,
      premium: thread.premium,
      context:
        thread.contextKind && thread.contextId
          ? { kind: thread.contextKind, id: thread.contextId, title: thread.contextTitle ?? thread.contextId }
          : null,
      createdAt: thread.createdAt.toISOString(),
      updatedAt: thread.updatedAt.toISOString(),
    };
  }

  // ---- answering ------------------------------------------------------------------------------

  /** The library's passages for a message: the thread's item first, then what the words find. */
  async function passagesFor(
    thread: ThreadRow,
    content: string,
    previous: string | null,
    hidden: ReadonlySet<string> = NOTHING_HIDDEN,
  ) {
    const context = previous && isFollowUp(content) ? previous : null;
    let found = (await grounding.retrieve(content, hidden, { context })).passages;
    if (found.length === 0 && previous && !context)
      found = (await grounding.retrieve(content, hidden, { context: previous })).passages;
    const pinnedHidden = thread.contextKind === 'question' && thread.contextId && hidden.has(thread.contextId);
    const pinned =
      thread.contextKind && thread.contextId && !pinnedHidden
        ? await contextItem(thread.contextKind, thread.contextId)
        : null;
    const usable = pinned && pinned.lines.length > 0 ? [pinned] : [];
    return { passages: renumber([...usable, ...found]) };
  }

  /**
   * Is a message for the tutor? A medical one is (the library or the model recognises it). In a
   * conversation already about something, a follow-up is, unless not one of its words is medical.
   */
  async function inScope(content: string, followUp: boolean): Promise<boolean> {
    if ((await grounding.recogniseTopic(content)).medical) return true;
    if (!followUp) return false;
    const words = searchWords(specificWords(content));
    return words.length === 0 || (await library.libraryWordShare(words)) > 0;
  }

  const refusal = (): Composed => ({
    text: tutorMessages.refusal,
    citations: [],
    grounding: null,
    label: tutorLabels.notAnswered,
  });

  /** Nothing retrieved: a refusal when the topic is not medical, else what the library lacks. */
  async function withoutPassages(content: string): Promise<Composed | null> {
    const recognised = await grounding.recogniseTopic(content);
    if (!recognised.medical) return refusal();
    if (grounding.modelConfigured) return null;
    const suggestions = (await grounding.retrieve(content)).suggestions;
    const more = suggestions.length > 0 ? ` Closest subtopics: ${suggestions.map((s) => s.name).join(', ')}.` : '';
    return {
      text: `${tutorMessages.nothingInLibrary(content)}${more}`,
      citations: [],
      grounding: 'library-offline',
      label: groundingLabels['library-offline'],
    };
  }

  async function modelAnswer(
    turn: Turn,
    passages: Passage[],
    history: MessageRow[],
    onDelta: (text: string) => void,
    extra: { instructions?: string } = {},
  ): Promise<Composed> {
    const budget = turn.thread.premium ? TUTOR_BUDGETS.premium : TUTOR_BUDGETS.standard;
    const recent = history.filter((m) => m.status === 'complete').slice(-budget.contextMessages);
    const historyMessages: ChatMessage[] = recent.map((m) => ({ role: m.role, content: m.content }));
    const answer = await grounding.converse({
      question: turn.question.content,
      passages,
      instructions: extra.instructions ?? MODE_INSTRUCTIONS[turn.thread.mode],
      summary: turn.thread.summary,
      history: historyMessages,
      maxTokens: budget.answerTokens,
      ...(turn.thread.premium && deps.premiumModel ? { model: deps.premiumModel } : {}),
      onDelta,
    });
    const promptTokens =
      estimateTokens(passages.map((p) => p.lines.join(' ')).join(' ')) +
      historyMessages.reduce((sum, m) => sum + estimateTokens(m.content), 0);
    return {
      text: answer.text,
      citations: answer.citations.map((c) => ({
        n: c.n,
        kind: c.kind,
        id: c.itemId,
        title: c.title,
        subtopicId: c.subtopicId,
      })),
      grounding: answer.grounding,
      label: answer.label,
      interrupted: answer.interrupted,
      model: answer.model,
      extraTokens: promptTokens,
    };
  }

  function offlineFrom(passages: Passage[], text: string): Composed {
    return {
      text,
      citations: passages.map(citationOf),
      grounding: 'library-offline',
      label: groundingLabels['library-offline'],
    };
  }

  /** A pasted multiple-choice question: its options weighed against the library, one by one. */
  async function answerMcq(
    turn: Turn,
    mcq: McqMessage,
    history: MessageRow[],
    onDelta: (t: string) => void,
    followUp: boolean,
  ): Promise<Composed> {
    const hidden = turn.hidden ?? NOTHING_HIDDEN;
    const weighed = await grounding.weighOptions(mcq.stem, mcq.options, hidden, asksForException(mcq.stem));
    // A stem the library's passages are about is in scope, however long; else the usual check.
    const onTopic = (weighed.ranked[0]?.coverage ?? 0) >= MCQ_RELEVANCE_FLOOR;
    if (!onTopic && !(await inScope(mcq.stem, followUp))) return refusal();
    const weighing = onTopic ? weighed : { ...weighed, ranked: [], choice: null, undecided: 'no-support' as const };
    const about = await Promise.all(mcq.options.map((option) => grounding.about(option, hidden)));
    const composed = composeMcqAnswer(mcq, weighing, about);
    if (composed.passages.length === 0) {
      const without = await withoutPassages(mcq.stem);
      if (without) return { ...without, choice: null };
    }
    if (grounding.modelConfigured) {
      const answer = await modelAnswer(turn, composed.passages, history, onDelta, {
        instructions: `${MODE_INSTRUCTIONS.tutor} The student's message is a multiple-choice question. Weigh each option against the passages, citing them. Name an answer only when a passage clearly supports it, on a first line of the form "Answer: B) <option>" citing that passage; otherwise say that the passages do not settle it and name no option.`,
      });
      const choice = checkedModelChoice(answer, composed.passages, mcq);
      return { ...answer, choice };
    }
    return { ...offlineFrom(composed.passages, composed.text), choice: composed.choice };
  }

  async function answerTutor(turn: Turn, history: MessageRow[], onDelta: (t: string) => void): Promise<Composed> {
    const content = turn.question.content;
    const previous = [...history].reverse().find((m) => m.role === 'user')?.content ?? null;
    const mcq = parseMcqMessage(content);
    if (mcq) return answerMcq(turn, mcq, history, onDelta, Boolean(turn.thread.contextId || previous));
    if (!(await inScope(content, Boolean(turn.thread.contextId || previous)))) return refusal();
    const { passages } = await passagesFor(turn.thread, content, previous, turn.hidden);
    if (passages.length === 0) {
      const without = await withoutPassages(content);
      if (without) return without;
    }
    if (grounding.modelConfigured) return modelAnswer(turn, passages, history, onDelta);
    const text = turn.thread.mode === 'explain' ? offlineExplain(passages) : composeFromPassages(passages);
    return offlineFrom(passages, text);
  }

  async function answerCompare(turn: Turn, history: MessageRow[], onDelta: (t: string) => void): Promise<Composed> {
    const pair = splitComparison(turn.question.content);
    if (!pair) {
      return {
        text: 'Name two conditions to compare, for example "nephritic vs nephrotic syndrome".',
        citations: [],
        grounding: null,
        label: tutorLabels.notAnswered,
      };
    }
    const [first, second] = await Promise.all(pair.map((name) => grounding.retrieve(name, turn.hidden)));
    const a = first!.passages[0];
    const b = second!.passages.find((p) => p.itemId !== a?.itemId);
    if (!a || !b) {
      const missing = !a ? pair[0] : pair[1];
      const recognised = await grounding.recogniseTopic(missing);
      if (!recognised.medical) return refusal();
      if (!grounding.modelConfigured) {
        return {
          text: tutorMessages.nothingInLibrary(missing),
          citations: [],
          grounding: 'library-offline',
          label: groundingLabels['library-offline'],
        };
      }
    }
    // Compared attribute by attribute, a note is laid out whole, not by its lines nearest the name.
    const whole = async (p: Passage | undefined) => {
      if (p?.kind !== 'note') return p;
      const [note] = await library.notesFor([p.itemId]);
      return note ? { ...p, lines: notePoints(note) } : p;
    };
    const passages = renumber((await Promise.all([whole(a), whole(b)])).filter((p): p is Passage => Boolean(p)));
    if (grounding.modelConfigured) {
      const answer = await modelAnswer(turn, passages, history, onDelta);
      return { ...answer, table: tableFromText(answer.text) };
    }
    const [pa, pb] = passages as [Passage, Passage];
    const table = offlineCompareTable(pa, pb);
    const lines = [
      `${pa.title} [1] compared with ${pb.title} [2], side by side by attribute from the library:`,
      '',
      table.columns.join(' | '),
      ...table.rows.map((row) => row.join(' | ')),
    ];
    return { ...offlineFrom(passages, lines.join('\n')), table };
  }

  async function quizPool(
    topic: string,
    contextQuestion: string | null,
    hidden: ReadonlySet<string>,
  ): Promise<string[]> {
    const { rows } = await library.searchRows(topic, { limit: 12 });
    const ids: string[] = contextQuestion ? [contextQuestion] : [];
    for (const row of rows) if (row.kind === 'question') ids.push(row.itemId);
    for (const row of rows.filter((r) => r.kind === 'subtopic').slice(0, 3)) {
      const bundle = await library.subtopicBundle(row.itemId);
      for (const q of bundle?.questions ?? []) ids.push(q.id);
    }
    return [...new Set(ids)].filter((id) => !hidden.has(id)).slice(0, 20);
  }

  async function askNext(
    state: QuizState,
    prefix: string[],
    cited: Passage[],
    hidden: ReadonlySet<string>,
  ): Promise<Composed> {
    const nextId = state.pool.find((id) => !state.asked.includes(id) && !hidden.has(id));
    const lines = [...prefix];
    let current: string | null = null;
    let question: TutorQuestion | null = null;
    if (nextId) {
      const q = await library.questionView(nextId);
      if (q) {
        current = q.id;
        state.asked.push(q.id);
        if (lines.length > 0) lines.push('');
        lines.push(formatQuestion(q, state.asked.length));
        const { subjectId: _subject, subtopicId: _subtopic, difficulty: _difficulty, ...shown } = q;
        question = { ...shown, position: state.asked.length };
      }
    }
    if (!current) {
      if (lines.length > 0) lines.push('');
      lines.push(
        `That is all the bank has on "${state.topic}" for now: ${state.right} of ${state.asked.length} right. Name another topic for more questions.`,
      );
    }
    return { ...offlineFrom(cited, lines.join('\n')), question, state: { quiz: { ...state, current } } };
  }

  async function answerQuiz(turn: Turn): Promise<Composed> {
    const content = turn.question.content;
    const hidden = turn.hidden ?? NOTHING_HIDDEN;
    const quiz = (turn.thread.state as { quiz?: QuizState }).quiz;
    // A question asked before its test began is not marked while the test is open.
    if (quiz?.current && !hidden.has(quiz.current)) {
      const q = await library.question(quiz.current);
      const chosen = q ? chosenOption(content, q.options) : null;
      if (q && chosen !== null) {
        const right = chosen === q.answerIndex;
        const passage: Passage = {
          n: 1,
          kind: 'question',
          itemId: q.id,
          subtopicId: q.subtopicId,
          title: q.stem.length > 90 ? `${q.stem.slice(0, 87)}…` : q.stem,
          lines: [q.explanation],
          references: q.references,
        };
        const verdict = right
          ? `Correct: ${optionLetter(q.answerIndex)}) ${q.options[q.answerIndex]} [1].`
          : `Not quite: you chose ${optionLetter(chosen)}) ${q.options[chosen]}; the answer is ${optionLetter(q.answerIndex)}) ${q.options[q.answerIndex]} [1].`;
        return askNext(
          { ...quiz, right: quiz.right + (right ? 1 : 0) },
          [verdict, `${q.explanation} [1]`],
          [passage],
          hidden,
        );
      }
      if (content.trim().split(/\s+/).length <= 2) {
        return {
          ...offlineFrom([], `Reply with A, B, C or D to answer question ${quiz.asked.length}.`),
          state: { quiz },
        };
      }
    }
    // A new topic: its questions from the bank, one at a time.
    const contextQuestion = turn.thread.contextKind === 'question' ? turn.thread.contextId : null;
    const pool = await quizPool(content, quiz ? null : contextQuestion, hidden);
    if (pool.length === 0) {
      const recognised = await grounding.recogniseTopic(content);
      if (!recognised.medical) return refusal();
      return offlineFrom(
        [],
        `The question bank has no questions on "${content}" yet. Try a broader topic, such as a subject or a disease.`,
      );
    }
    return askNext({ topic: content, pool, asked: [], current: null, right: 0 }, [], [], hidden);
  }

  async function answerViva(turn: Turn, history: MessageRow[], onDelta: (t: string) => void): Promise<Composed> {
    const content = turn.question.content;
    const viva = (turn.thread.state as { viva?: VivaState }).viva;
    const starting = !viva || viva.step >= VIVA_FOLLOW_UPS.length;
    const topic = starting ? content : viva.topic;
    if (starting && !(await inScope(content, Boolean(turn.thread.contextId)))) return refusal();
    const { passages } = await passagesFor(turn.thread, topic, null, turn.hidden);
    if (passages.length === 0) {
      const without = await withoutPassages(content);
      if (without) return without;
    }
    const next: VivaState = { topic, step: starting ? 0 : viva.step + 1 };
    if (grounding.modelConfigured) {
      const instructions = starting
        ? `${MODE_INSTRUCTIONS.viva} The viva is on "${topic}": ask the opening question now.`
        : MODE_INSTRUCTIONS.viva;
      return { ...(await modelAnswer(turn, passages, history, onDelta, { instructions })), state: { viva: next } };
    }
    const main = passages[0]!;
    if (starting) {
      return {
        ...offlineFrom([main], `Examiner: Let us talk about ${main.title} [1]. What is it, and why does it matter?`),
        state: { viva: next },
      };
    }
    const from = Math.min(viva.step * 2, Math.max(0, main.lines.length - 2));
    const expected = main.lines.slice(from, from + 2).map((l) => `• ${l} [1]`);
    const followUp = VIVA_FOLLOW_UPS[viva.step];
    const lines = ['What the examiner hopes to hear, from the library:', ...expected, ''];
    lines.push(
      followUp
        ? `Examiner: ${followUp}`
        : `That ends the viva on ${main.title}. Name another topic to start a new one.`,
    );
    return { ...offlineFrom([main], lines.join('\n')), state: { viva: next } };
  }

  /** An extractive summary of the turns the model no longer sees: what was asked and cited. */
  function summarise(earlier: MessageRow[]): string | null {
    if (earlier.length === 0) return null;
    const asked = earlier.filter((m) => m.role === 'user').map((m) => `"${m.content.slice(0, 120)}"`);
    const cited = [...new Set(earlier.flatMap((m) => m.citations.map((c) => c.title)))];
    const text = `Earlier the student asked: ${asked.join('; ')}.${cited.length > 0 ? ` Answers cited: ${cited.join(', ')}.` : ''}`;
    return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
  }

  async function compose(turn: Turn, history: MessageRow[], onDelta: (t: string) => void): Promise<Composed> {
    switch (turn.thread.mode) {
      case 'quiz':
        return answerQuiz(turn);
      case 'viva':
        return answerViva(turn, history, onDelta);
      case 'compare':
        return answerCompare(turn, history, onDelta);
      default:
        return answerTutor(turn, history, onDelta);
    }
  }

  return {
    modelConfigured: grounding.modelConfigured,

    /** The student's questions per Asia/Kolkata day since `since` (the insights' heatmap). */
    questionsByDay: (userId: string, since: Date) => repository.questionsByDay(db, userId, since),

    async createThread(user: SessionUserLike, input: CreateThreadRequest & { mode: TutorMode; premium: boolean }) {
      if (input.premium && !(await limitFor(user.id)).premiumChat) throw forbidden(tutorMessages.premiumOnly);
      let context: { kind: TutorContextKind; id: string; title: string } | null = null;
      if (input.context) {
        const item = await contextItem(input.context.kind, input.context.id);
        if (!item) throw notFound(tutorMessages.contextNotFound);
        context = { kind: input.context.kind, id: input.context.id, title: item.title };
      }
      const id = crypto.randomUUID();
      const at = now();
      await repository.insertThread(db, {
        id,
        userId: user.id,
        title: input.title?.trim() || (context ? `About: ${context.title}`.slice(0, 120) : DEFAULT_TITLE),
        mode: input.mode,
        premium: input.premium,
        contextKind: context?.kind ?? null,
        contextId: context?.id ?? null,
        contextTitle: context?.title ?? null,
        createdAt: at,
        updatedAt: at,
      });
      return { success: true as const, threadId: id };
    },

    async listThreads(user: SessionUserLike, q?: string): Promise<ThreadListReply> {
      const rows = await repository.threads(db, user.id, q?.trim() || undefined);
      return {
        success: true,
        threads: rows.map((row) => ({ ...summaryOf(row.thread), messageCount: Number(row.messageCount) })),
      };
    },

    async thread(user: SessionUserLike, threadId: string): Promise<ThreadReply> {
      const thread = await ownThread(user, threadId);
      const rows = await repository.messages(db, thread.id);
      const thumbs = await repository.thumbsFor(
        db,
        rows.filter((r) => r.role === 'assistant').map((r) => r.id),
      );
      return {
        success: true,
        thread: { ...summaryOf(thread), messageCount: rows.length, summary: thread.summary },
        messages: rows.map((row) => toMessage(row, thumbs)),
      };
    },

    async rename(user: SessionUserLike, threadId: string, title: string) {
      await ownThread(user, threadId);
      await repository.renameThread(db, threadId, title, now());
      return { success: true as const };
    },

    async remove(user: SessionUserLike, threadId: string) {
      await ownThread(user, threadId);
      await repository.deleteThread(db, threadId);
      return { success: true as const };
    },

    async usage(user: SessionUserLike): Promise<TutorUsageReply> {
      const [usage, plan] = await Promise.all([usageOf(user.id), limitFor(user.id)]);
      return { success: true, ...usage, premiumChat: plan.premiumChat, modelConfigured: grounding.modelConfigured };
    },

    /**
     * Takes a message: checks the thread, its budget and the day's limit, and stores the message
     * and an empty answer. Errors here are the reply (before any stream starts). A client id seen
     * before is not counted again: its finished answer is replayed, an unfinished one rewritten.
     */
    async accept(
      user: SessionUserLike,
      threadId: string,
      body: { content: string; clientId?: string | undefined },
    ): Promise<Accepted> {
      const thread = await ownThread(user, threadId);
      const plan = await limitFor(user.id);
      if (thread.premium && !plan.premiumChat) throw forbidden(tutorMessages.premiumOnly);
      const clientId = body.clientId ?? crypto.randomUUID();
      const content = body.content.trim();
      const budget = thread.premium ? TUTOR_BUDGETS.premium : TUTOR_BUDGETS.standard;

      const resend = async (): Promise<Accepted> => {
        const { question, answer } = await repository.byClientId(db, thread.id, clientId);
        if (!question || !answer) throw conflict(tutorMessages.stillWriting);
        if (question.content !== content) throw conflict(tutorMessages.clientIdReused);
        const stale = now().getTime() - answer.createdAt.getTime() > STALE_STREAM_MS;
        if (answer.status === 'complete') return { kind: 'replay', answer: answerFrom(answer, await usageOf(user.id)) };
        if (answer.status === 'streaming' && !stale) throw conflict(tutorMessages.stillWriting);
        // Interrupted: write it again, uncounted.
        await repository.updateMessage(db, answer.id, { status: 'streaming', content: '', createdAt: now() });
        return {
          kind: 'turn',
          turn: {
            thread,
            question: { id: question.id, content, clientId },
            answerId: answer.id,
            usage: await usageOf(user.id),
          },
        };
      };

      const existing = await repository.byClientId(db, thread.id, clientId);
      if (existing.question) return resend();
      if (thread.tokensUsed >= budget.threadTokens) throw conflict(tutorMessages.threadBudget);

      const at = now();
      const day = economyDay(at);
      const questionId = crypto.randomUUID();
      const answerId = crypto.randomUUID();
      const counted = await db.transaction(async (tx) => {
        const inserted = await repository.insertQuestion(tx, {
          id: questionId,
          threadId: thread.id,
          userId: user.id,
          role: 'user',
          content,
          clientId,
          createdAt: at,
        });
        if (!inserted) return 'resent' as const;
        const count = await repository.countMessage(tx, user.id, day, plan.limit);
        if (count === null) {
          throw new AppError('tooManyRequests', tutorMessages.dailyLimit(plan.limit), {
            details: { limit: plan.limit, used: plan.limit, left: 0 },
          });
        }
        await repository.insertMessage(tx, {
          id: answerId,
          threadId: thread.id,
          userId: user.id,
          role: 'assistant',
          content: '',
          clientId,
          replyTo: questionId,
          status: 'streaming',
          createdAt: new Date(at.getTime() + 1),
        });
        return count;
      });
      if (counted === 'resent') return resend();
      if (thread.title === DEFAULT_TITLE) {
        const title = content.length > 60 ? `${content.slice(0, 57)}…` : content;
        await repository.updateThread(db, thread.id, { title });
        thread.title = title;
      }
      return {
        kind: 'turn',
        turn: {
          thread,
          question: { id: questionId, content, clientId },
          answerId,
          usage: { used: counted, limit: plan.limit, left: Math.max(0, plan.limit - counted) },
        },
      };
    },

    /**
     * Writes the answer, relaying its text as it comes, and stores it. It runs to the end even
     * when the browser has gone (the answer is then there when the conversation is reopened).
     */
    async run(accepted: Turn, onDelta: (text: string) => void = () => {}): Promise<TutorAnswer> {
      const turn: Turn = { ...accepted, hidden: await locks.questionsLockedFor(accepted.thread.userId) };
      const all = await repository.messages(db, turn.thread.id);
      const history = all.filter((m) => m.clientId !== turn.question.clientId);
      const emergency = describesPersonalEmergency(turn.question.content);
      if (emergency) onDelta(`${TUTOR_EMERGENCY_LINE}\n\n`);
      let streamed = false;
      const relay = (text: string) => {
        streamed = true;
        onDelta(text);
      };
      let composed: Composed;
      try {
        composed = await compose(turn, history, relay);
      } catch (error) {
        deps.logger?.warn({ err: error, threadId: turn.thread.id }, 'the tutor could not answer');
        composed = {
          text: tutorMessages.modelFailed,
          citations: [],
          grounding: null,
          label: tutorLabels.failed,
          interrupted: true,
        };
      }
      // Composed offline: relay it line by line, as a model's text would come.
      if (!streamed) for (const line of composed.text.split(/(?<=\n)/)) onDelta(line);
      const text = emergency ? `${TUTOR_EMERGENCY_LINE}\n\n${composed.text}` : composed.text;
      const interrupted = composed.interrupted ?? false;
      await repository.updateMessage(db, turn.answerId, {
        content: text,
        citations: composed.citations,
        label: composed.label,
        grounding: composed.grounding,
        status: interrupted ? 'interrupted' : 'complete',
        emergency,
        tableData: composed.table ?? null,
        questionData: composed.question ?? null,
        model: composed.model ?? null,
      });
      const budget = turn.thread.premium ? TUTOR_BUDGETS.premium : TUTOR_BUDGETS.standard;
      const earlier =
        history.length > budget.contextMessages ? history.slice(0, history.length - budget.contextMessages) : [];
      await repository.finishTurn(
        db,
        turn.thread.id,
        estimateTokens(turn.question.content) + estimateTokens(text) + (composed.extraTokens ?? 0),
        now(),
        {
          ...(composed.state ? { state: { ...turn.thread.state, ...composed.state } } : {}),
          ...(earlier.length > 0 ? { summary: summarise(earlier) } : {}),
        },
      );
      return {
        success: true,
        threadId: turn.thread.id,
        messageId: turn.answerId,
        answer: text,
        citations: composed.citations,
        label: composed.label,
        grounding: composed.grounding,
        interrupted,
        emergency,
        table: composed.table ?? null,
        question: composed.question ?? null,
        choice: composed.choice ?? null,
        usage: turn.usage,
      };
    },

    async feedback(
      user: SessionUserLike,
      messageId: string,
      input: { kind: 'up' | 'down' | 'error'; reason?: string | undefined },
    ) {
      const message = await repository.message(db, messageId);
      if (message?.role !== 'assistant') throw notFound(tutorMessages.messageNotFound);
      if (message.userId !== user.id) throw forbidden(tutorMessages.messageNotYours);
      const reason = input.reason?.trim() || null;
      if (input.kind === 'error' && !reason) throw badRequest(tutorMessages.reasonRequired);
      await repository.insertFeedback(db, {
        id: crypto.randomUUID(),
        messageId,
        userId: user.id,
        kind: input.kind,
        reason,
        answerSnapshot: message.content,
        createdAt: now(),
      });
      return { success: true as const };
    },
  };
}
export type TutorService = ReturnType<typeof createTutorService>;
