/**
 * The tutor's evaluation set (bench/tutor-eval/questions.json: exam-style questions written for
 * evaluation, never imported into the library) and how a reply to one is scored. Shared by
 * `npm run bench -- tutor-answers` and the suite's slice test, so both measure the same thing.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface EvaluationQuestion {
  id: string;
  subjectId: string;
  /** The subtopic whose passages answer it. */
  subtopicId: string;
  stem: string;
  options: [string, string, string, string];
  key: 'A' | 'B' | 'C' | 'D';
}

const EVALUATION_SET_PATH = path.resolve(import.meta.dirname, '../../../../bench/tutor-eval/questions.json');

export function evaluationSet(): EvaluationQuestion[] {
  return JSON.parse(fs.readFileSync(EVALUATION_SET_PATH, 'utf8')) as EvaluationQuestion[];
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/**
 * The question as a student pastes it, in one of the ways books and tests set options, chosen by
 * its position so the set exercises them all: "A. …", "A) …", "(a) …", "1. …", and an "Options:" line.
 */
export function asPasted(q: EvaluationQuestion, index: number): string {
  const style = index % 5;
  const label = (i: number) =>
    style === 0
      ? `${LETTERS[i]}. `
      : style === 1
        ? `${LETTERS[i]}) `
        : style === 2
          ? `(${LETTERS[i]!.toLowerCase()}) `
          : `${i + 1}. `;
  if (style === 4) return `${q.stem}\nOptions: ${q.options.map((o, i) => `${LETTERS[i]}) ${o}`).join(' ')}`;
  return [q.stem, ...q.options.map((o, i) => `${label(i)}${o}`)].join('\n');
}

export interface EvaluationReply {
  answer: string;
  citations: { subtopicId: string | null }[];
  choice?: string | null;
}

export interface EvaluationScore {
  questions: number;
  /** Share of questions whose subtopic is among the first three cited passages' subtopics. */
  recallAt3: number;
  /** Of the questions where the tutor named an option, the share it named the keyed one. */
  precision: number;
  namedKeyed: number;
  namedWrong: number;
  namedAny: number;
  /** Share of replies holding the keyed option's text. */
  keyedTextInReply: number;
}

export function scoreReplies(pairs: readonly { q: EvaluationQuestion; reply: EvaluationReply }[]): EvaluationScore {
  let recalled = 0;
  let keyed = 0;
  let wrong = 0;
  let keyedText = 0;
  for (const { q, reply } of pairs) {
    const top = reply.citations.slice(0, 3).map((c) => c.subtopicId);
    if (top.includes(q.subtopicId)) recalled++;
    const choice = reply.choice ?? null;
    if (choice === q.key) keyed++;
    else if (choice) wrong++;
    const keyText = q.options[LETTERS.indexOf(q.key)]!.toLowerCase();
    if (reply.answer.toLowerCase().includes(keyText)) keyedText++;
  }
  const n = pairs.length || 1;
  return {
    questions: pairs.length,
    recallAt3: recalled / n,
    precision: keyed + wrong === 0 ? 0 : keyed / (keyed + wrong),
    namedKeyed: keyed / n,
    namedWrong: wrong / n,
    namedAny: (keyed + wrong) / n,
    keyedTextInReply: keyedText / n,
  };
}
