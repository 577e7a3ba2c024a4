/**
 * Retrieval for grounded answers: the library's best passages for a question, each numbered so
 * an answer can cite it as [1], [2]. A subtopic contributes its high-yield points, a question its
 * explanation (the key fact it tests), a case its teaching points. A subtopic without notes
 * contributes nothing: it has no facts to cite, only a name to suggest.
 */

import { notePoints } from '@medsutra/contract/library/note-text';
import type { LibraryService } from '../library/service.ts';

export interface Passage {
  /** Its number in the answer's citations, from 1. */
  n: number;
  kind: 'note' | 'question' | 'case';
  itemId: string;
  subtopicId: string | null;
  title: string;
  lines: string[];
  references: string[];
}

export interface Retrieval {
  passages: Passage[];
  /** The closest subtopics by name, offered when little or nothing was found. */
  suggestions: { id: string; name: string }[];
}

const MAX_PASSAGES = 5;

/**
 * Words that appear all over the library: alone they do not make a question about anything, so a
 * partial match on them alone is not support ("treatment of a cricket injury" is not about DKA).
 */
const GENERIC_WORDS = new Set(
  (
    'treatment management manage managing diagnosis diagnose causes cause cases case features feature ' +
    'symptoms signs sign investigation investigations drug drugs choice first line most common type types ' +
    'test tests patient patients disease diseases syndrome explain describe define definition what which ' +
    'mechanism complications complication score history examination clinical'
  ).split(' '),
);

export function specificWords(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !GENERIC_WORDS.has(word))
    .join(' ');
}

/**
 * `hiddenQuestions` are skipped: a question in a test the asker has open gives no passage, since
 * its explanation is the test's key (decision 075).
 */
export async function retrievePassages(
  library: LibraryService,
  query: string,
  hiddenQuestions: ReadonlySet<string> = new Set(),
): Promise<Retrieval> {
  let { rows, exact } = await library.searchRows(query, { limit: 12 });
  if (!exact) {
    // Nothing matched every word: a partial match counts only on the question's specific words.
    const specific = specificWords(query);
    rows = specific ? (await library.searchRows(specific, { limit: 12 })).rows : [];
  }
  const passages: Passage[] = [];
  const push = (passage: Omit<Passage, 'n'>) => {
    if (passages.length < MAX_PASSAGES && passage.lines.length > 0)
      passages.push({ ...passage, n: passages.length + 1 });
  };
  const noteIds = rows.filter((row) => row.kind === 'subtopic').map((row) => row.itemId);
  const notes = new Map((await library.notesFor(noteIds)).map((note) => [note.subtopicId, note]));
  for (const row of rows) {
    if (row.kind === 'subtopic') {
      const note = notes.get(row.itemId);
      if (note) {
        push({
          kind: 'note',
          itemId: row.itemId,
          subtopicId: row.itemId,
          title: row.title,
          lines: notePoints(note),
          references: note.references,
        });
      }
    } else if (row.kind === 'question') {
      if (hiddenQuestions.has(row.itemId)) continue;
      const question = await library.question(row.itemId);
      if (question) {
        push({
          kind: 'question',
          itemId: question.id,
          subtopicId: question.subtopicId,
          title: row.title,
          lines: [question.explanation],
          references: question.references,
        });
      }
    } else {
      const item = await library.clinicalCase(row.itemId);
      const teaching = (item?.body as { teachingPoints?: string[] } | undefined)?.teachingPoints ?? [];
      if (item) {
        push({
          kind: 'case',
          itemId: item.id,
          subtopicId: item.subtopicIds[0] ?? null,
          title: item.title,
          lines: teaching,
          references: item.references,
        });
      }
    }
  }
  const suggestions = passages.length >= 2 ? [] : await library.closestSubtopics(query, 5);
  return { passages, suggestions: suggestions.map(({ id, name }) => ({ id, name })) };
}
