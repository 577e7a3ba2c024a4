/**
 * The study modes (`/medai-study-tool`): each is a prompt for a model and an offline behaviour
 * built from the library alone. Quiz grading is the bank's answer key in both cases (a model does
 * not get to decide whether B was right).
 */
import { type QuestionBody, questionBodyLines } from '@medsutra/contract/library/question-body';
import type { TutorMode, TutorTable } from '@medsutra/contract/tutor/api';
import { TUTOR_QUIZ_REPLY_LINE, tutorMessages, tutorQuizHeading } from '@medsutra/contract/tutor/screen';
import { linesByAttribute, NOTE_ATTRIBUTES } from '../grounding/note-attributes.ts';
import type { Passage } from '../grounding/passages.ts';

/** What a model is told for each mode (added to the grounded prompt). */
export const MODE_INSTRUCTIONS: Record<TutorMode, string> = {
  tutor: 'Answer the doubt as a patient tutor.',
  explain:
    'Explain the concept simply, as to a first-year MBBS student: the one-line idea first, then at most five short key points, then one memory aid if the passages give one.',
  quiz: 'Quiz mode.',
  viva: 'Act as an MBBS viva examiner. In one or two sentences say what was right or missing in the student’s last answer, judged against the passages, then ask exactly one follow-up question an examiner would ask next. Do not give the full answer away.',
  compare:
    'Compare the two conditions the student names. Reply with a table only, one row per line in the form "Feature | first condition | second condition" (the first line names the columns), cite each cell’s passage as [n], then one line on the key difference.',
};

/** The viva's follow-ups, in the order an examiner usually goes. */
export const VIVA_FOLLOW_UPS = [
  'What causes it, and who gets it?',
  'How does it present? Name the key signs.',
  'How would you confirm the diagnosis?',
  'How do you manage it? Start with the first step.',
  'What are the complications, and how do you prevent them?',
];

export function offlineExplain(passages: readonly Passage[]): string {
  const [main, ...rest] = passages;
  if (!main) return '';
  const lines = [`In short: ${main.title} [${main.n}]`, ...main.lines.slice(0, 4).map((l) => `• ${l} [${main.n}]`)];
  if (rest.length > 0) lines.push('', `Read next: ${rest.map((p) => `${p.title} [${p.n}]`).join(', ')}`);
  return lines.join('\n');
}

/** "nephritic vs nephrotic syndrome" → the two names; null when it does not name two. */
export function splitComparison(text: string): [string, string] | null {
  const cleaned = text
    .replace(/^\s*(compare|difference between|differentiate|distinguish)\s+/i, '')
    .replace(/[?.]+$/, '');
  const parts = cleaned.split(/\s+(?:vs\.?|versus|and|with|from|or)\s+|\s*,\s*|\s+v\/s\s+/i).map((p) => p.trim());
  const named = parts.filter((p) => p.length > 1);
  if (named.length < 2) return null;
  return [named[0]!, named[1]!];
}

/**
 * Two library passages side by side by attribute (definition, causes, features, pathology,
 * investigations, treatment, complications): each row pairs what each note says on the same
 * thing, and a row with nothing on one side says so rather than pairing unrelated lines.
 */
export function offlineCompareTable(a: Passage, b: Passage): TutorTable {
  const table: TutorTable = { columns: ['', `${a.title} [${a.n}]`, `${b.title} [${b.n}]`], rows: [] };
  const left = linesByAttribute(a.lines, a.title);
  const right = linesByAttribute(b.lines, b.title);
  const cell = (passage: Passage, lines: string[] | undefined) =>
    lines ? lines.map((line) => `${line} [${passage.n}]`).join(' ') : tutorMessages.compareNothingOn(passage.title);
  for (const attribute of NOTE_ATTRIBUTES) {
    const mine = left.get(attribute);
    const theirs = right.get(attribute);
    if (!mine && !theirs) continue;
    table.rows.push([attribute, cell(a, mine), cell(b, theirs)]);
  }
  return table;
}

/** A model's "a | b | c" lines as a table (the first line names the columns); null without one. */
export function tableFromText(text: string): TutorTable | null {
  const lines = text
    .split('\n')
    .map((l) => l.trim().replace(/^\||\|$/g, ''))
    .filter((l) => l.includes('|') && !/^[\s|:-]+$/.test(l));
  if (lines.length < 2) return null;
  const cells = lines.map((l) => l.split('|').map((c) => c.trim()));
  const width = cells[0]!.length;
  return {
    columns: cells[0]!,
    rows: cells.slice(1).map((row) => Array.from({ length: width }, (_, i) => row[i] ?? '')),
  };
}

const LETTERS = ['A', 'B', 'C', 'D'];

/** The option a reply chooses: a letter ("b", "B)", "option c") or an option's own text. */
export function chosenOption(reply: string, options: readonly string[]): number | null {
  const trimmed = reply.trim();
  const letter = /^(?:option\s+)?\(?([a-d])\)?[.):]?(?:\s|$)/i.exec(trimmed);
  if (letter) return LETTERS.indexOf(letter[1]!.toUpperCase());
  const lower = trimmed.toLowerCase();
  const index = options.findIndex((o) => o.toLowerCase() === lower);
  return index >= 0 ? index : null;
}

/** A quiz question as text, every format's parts numbered (the screen renders it from `question`). */
export function formatQuestion(question: QuestionBody & { options: readonly string[] }, position: number): string {
  const [stem, ...parts] = questionBodyLines(question);
  return [
    `${tutorQuizHeading(position)} ${stem}`,
    ...parts,
    ...question.options.map((o, i) => `${LETTERS[i]}) ${o}`),
    '',
    TUTOR_QUIZ_REPLY_LINE,
  ].join('\n');
}

export const optionLetter = (index: number) => LETTERS[index] ?? '?';
