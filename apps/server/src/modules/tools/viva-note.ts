/**
 * A viva built from a subtopic's note, for a topic the library has no case on. The note's
 * sections become the examiner's questions; a note of one "Key points" section is sorted by what
 * each point is about (grounding/note-attributes.ts: definition, causes, features, pathology,
 * investigations, treatment, complications), in the order an examiner goes. Each point is a
 * rubric item, earned when the student's answers to its question say enough of its words.
 */

import { linesByAttribute, type NoteAttribute } from '../grounding/note-attributes.ts';
import { sharedWordCount, type Token, tokensOf } from './rubric-text.ts';

interface NoteVivaStage {
  heading: string;
  question: string;
  points: string[];
}

export interface NoteViva {
  subtopicId: string;
  name: string;
  stages: NoteVivaStage[];
  references: string[];
}

interface NoteLike {
  sections: readonly { heading: string; points: readonly string[] }[];
  references?: readonly string[] | undefined;
}

/** The examiner's question on each attribute of a note, in the examiner's order. */
const QUESTIONS: Record<NoteAttribute, (name: string) => string> = {
  Definition: (name) => `How do you define ${name}?`,
  Causes: (name) => `What causes ${name}, and who gets it?`,
  'Clinical features': (name) => `How does ${name} present? Name the key signs.`,
  Pathology: (name) => `What does ${name} show under the microscope?`,
  Investigations: (name) => `How do you confirm ${name}, and how do you follow it up?`,
  Treatment: (name) => `How do you treat ${name}?`,
  Complications: (name) => `What are the complications of ${name}?`,
  'Other facts': (name) => `What else should a student know about ${name}?`,
};

/** The note's questions: its own sections when it has several, else its points sorted by attribute. */
export function noteViva(subtopicId: string, name: string, note: NoteLike): NoteViva | null {
  const topic = name.charAt(0).toLowerCase() + name.slice(1);
  const sections = note.sections.filter((section) => section.points.length > 0);
  if (sections.length === 0) return null;
  const generic = sections.length === 1 || sections.every((s) => /key points|summary|overview/i.test(s.heading));
  const stages: NoteVivaStage[] = generic
    ? [
        ...linesByAttribute(
          sections.flatMap((section) => section.points),
          name,
        ),
      ].map(([attribute, points]) => ({
        heading: attribute,
        question: QUESTIONS[attribute](topic),
        points,
      }))
    : sections.map((section) => ({
        heading: section.heading,
        question: `${name}: tell me about its ${section.heading.toLowerCase()}.`,
        points: [...section.points],
      }));
  return { subtopicId, name, stages: stages.slice(0, 8), references: [...(note.references ?? [])] };
}

/** Words of a point that say nothing of its own: the label before a colon, and the topic's name. */
function pointWords(point: string, topicWords: ReadonlySet<string>): string[] {
  const body = point.replace(/^[A-Z][A-Za-z -]{2,30}:\s*/, '');
  return [...new Set(tokensOf(body).map((token) => token.stem))].filter((word) => !topicWords.has(word));
}

/**
 * Did the answers say the point? Enough of its own words (at most three, at least two, or half a
 * short point's), not under a negation, and not merely the topic's name.
 */
export function pointSaid(point: string, topicName: string, answers: readonly string[]): boolean {
  const topicWords = new Set(tokensOf(topicName).map((token) => token.stem));
  const wanted = pointWords(point, topicWords);
  if (wanted.length === 0) return false;
  const need = Math.min(3, Math.max(Math.min(2, wanted.length), Math.ceil(wanted.length / 2)));
  const said: Token[] = answers.flatMap((answer) => tokensOf(answer)).filter((token) => !token.negated);
  return sharedWordCount(said, wanted) >= need;
}
