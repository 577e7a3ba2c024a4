/**
 * A viva built from a subtopic's note, for a topic the library has no case on. The note's
 * sections become the examiner's questions; a note of one "Key points" section is sorted by what
 * each point is about (definition, causes, diagnosis, treatment, complications), in the order an
 * examiner goes. Each point is a rubric item, earned when the student's answers to its question
 * say enough of its words.
 */

import { sharedWordCount, type Token, tokensOf } from './rubric-text.ts';

export interface NoteVivaStage {
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

/** What a point is about, tried in this order; the first that fits wins. */
const ATTRIBUTES: { heading: string; ask: (name: string) => string; fits: RegExp }[] = [
  {
    heading: 'Complications',
    ask: (name) => `What are the complications of ${name}?`,
    fits: /^complication|complication|prognos|outcome/i,
  },
  { heading: 'Definition', ask: (name) => `How do you define ${name}?`, fits: /^definition|defined|definition/i },
  {
    heading: 'Causes',
    ask: (name) => `What causes ${name}, and who gets it?`,
    fits: /caus|aetiolog|etiolog|risk factor|commonest|most common|pathogen/i,
  },
  {
    heading: 'Diagnosis and follow-up',
    ask: (name) => `How do you confirm ${name}, and how do you follow it up?`,
    fits: /investigat|diagnos|biopsy|test|imaging|x-ray|ultrasound|ratio|remission|relapse|monitor|follow/i,
  },
  {
    heading: 'Treatment',
    ask: (name) => `How do you treat ${name}?`,
    fits: /treat|manag|therap|drug|dose|mg\/kg|surgery|prednisolone|antibiotic|first-line|first line/i,
  },
  {
    heading: 'Clinical features',
    ask: (name) => `How does ${name} present? Name the key signs.`,
    fits: /present|feature|sign|symptom|clinical|examination/i,
  },
];
const OTHER = { heading: 'Key facts', ask: (name: string) => `What else should a student know about ${name}?` };

/** The note's questions: its own sections when it has several, else its points sorted by attribute. */
export function noteViva(subtopicId: string, name: string, note: NoteLike): NoteViva | null {
  const topic = name.charAt(0).toLowerCase() + name.slice(1);
  const sections = note.sections.filter((section) => section.points.length > 0);
  if (sections.length === 0) return null;
  let stages: NoteVivaStage[];
  const generic = sections.length === 1 || sections.every((s) => /key points|summary|overview/i.test(s.heading));
  if (!generic) {
    stages = sections.map((section) => ({
      heading: section.heading,
      question: `${name}: tell me about its ${section.heading.toLowerCase()}.`,
      points: [...section.points],
    }));
  } else {
    const groups = new Map<string, NoteVivaStage>();
    for (const point of sections.flatMap((section) => section.points)) {
      const attribute = ATTRIBUTES.find((a) => a.fits.test(point)) ?? OTHER;
      const stage = groups.get(attribute.heading) ?? {
        heading: attribute.heading,
        question: attribute.ask(topic),
        points: [],
      };
      stage.points.push(point);
      groups.set(attribute.heading, stage);
    }
    // Definition, causes, features, diagnosis, treatment, complications: the examiner's order.
    const examinerOrder = [
      'Definition',
      'Causes',
      'Clinical features',
      'Diagnosis and follow-up',
      'Treatment',
      'Complications',
      'Key facts',
    ];
    stages = examinerOrder.flatMap((heading) => groups.get(heading) ?? []);
  }
  return { subtopicId, name, stages: stages.slice(0, 7), references: [...(note.references ?? [])] };
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
