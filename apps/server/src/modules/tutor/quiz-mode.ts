/** The quiz mode: the bank's questions on a topic, one at a time, each reply marked. */
import type { TutorQuestion } from '@medsutra/contract/tutor/api';
import type { Passage } from '../grounding/passages.ts';
import type { GroundedAnswerService } from '../grounding/service.ts';
import type { LibraryService } from '../library/service.ts';
import { offlineFrom } from './answer-writing.ts';
import { chosenOption, formatQuestion, optionLetter } from './modes.ts';
import { refusal } from './scope.ts';
import { type Composed, NOTHING_HIDDEN, type Turn } from './turn.ts';

interface QuizState {
  topic: string;
  pool: string[];
  asked: string[];
  current: string | null;
  right: number;
}

export function createQuizMode(deps: {
  grounding: Pick<GroundedAnswerService, 'recogniseTopic'>;
  library: Pick<LibraryService, 'searchRows' | 'subtopicBundle' | 'questionView' | 'question'>;
}) {
  const { grounding, library } = deps;

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

  return async function answerQuiz(turn: Turn): Promise<Composed> {
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
  };
}
