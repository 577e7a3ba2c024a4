/**
 * The offline mindmap, made from the library instead of a template: the subtopic's high-yield
 * points, its topic's neighbours (with their first points), the key facts its questions test, and
 * the references behind them, as a branch so the viewer and the PDF both show them. Nothing is
 * written that the library does not say.
 */
import { libraryMessages } from '@medsutra/contract/library/messages';
import { notePoints } from '@medsutra/contract/library/note-text';
import {
  MINDMAP_LABEL_MAX,
  type MindmapBranch,
  type MindmapPoint,
  type MindmapTree,
} from '@medsutra/contract/mindmaps/api';
import type { LibraryService } from '../library/service.ts';

export type SubtopicBundle = NonNullable<Awaited<ReturnType<LibraryService['subtopicBundle']>>>;

const MAX_NEIGHBOURS = 6;
const MAX_QUESTION_FACTS = 5;
const MAX_REFERENCES = 10;

/** A label within the limit; a longer fact keeps its remainder as details rather than losing it. */
function factPoint(text: string): MindmapPoint {
  if (text.length <= MINDMAP_LABEL_MAX) return { label: text, children: [] };
  const cut = text.lastIndexOf(' ', MINDMAP_LABEL_MAX - 1);
  const head = text.slice(0, cut > 80 ? cut : MINDMAP_LABEL_MAX - 1);
  const rest = text.slice(head.length).trim();
  const details: { label: string }[] = [];
  for (let start = 0; start < rest.length && details.length < 10; start += MINDMAP_LABEL_MAX - 1) {
    details.push({ label: rest.slice(start, start + MINDMAP_LABEL_MAX - 1) });
  }
  return { label: `${head}…`, children: details };
}

const fitLabel = (text: string) =>
  text.length <= MINDMAP_LABEL_MAX ? text : `${text.slice(0, MINDMAP_LABEL_MAX - 1)}…`;

/** The first sentence of an explanation: the fact the question tests. */
function keyFact(explanation: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(explanation.trim());
  return (match?.[1] ?? explanation).trim();
}

/** A branch holds at most this many points (the mindmap's schema). */
const MAX_POINTS = 12;
/** A point holds at most this many details. */
const MAX_DETAILS = 10;

/**
 * A note's points under its branch: each point its own node when they fit; a full note (sections
 * of many points) as one node per section, its points as the section's details.
 */
function notePointsAsChildren(notes: NonNullable<SubtopicBundle['notes']>): MindmapPoint[] {
  const points = notePoints(notes);
  if (points.length <= MAX_POINTS) return points.map(factPoint);
  return notes.sections.slice(0, MAX_POINTS).map((section) => ({
    label: fitLabel(section.heading),
    children: section.points.slice(0, MAX_DETAILS).map((point) => ({ label: fitLabel(point) })),
  }));
}

export function buildLibraryMindmap(bundle: SubtopicBundle): { tree: MindmapTree; references: string[] } {
  const references = new Set<string>(bundle.notes?.references ?? []);
  const branches: MindmapBranch[] = [];

  branches.push({
    label: 'High-yield points',
    children: bundle.notes
      ? notePointsAsChildren(bundle.notes)
      : [{ label: fitLabel(libraryMessages.noNotes), children: [] }],
  });

  const neighbours = [...bundle.neighbours]
    .sort((a, b) => Number(b.notes !== null) - Number(a.notes !== null))
    .slice(0, MAX_NEIGHBOURS);
  if (neighbours.length > 0) {
    branches.push({
      label: fitLabel(`Also in ${bundle.topicName}`),
      children: neighbours.map((n) => {
        for (const reference of n.notes?.references ?? []) references.add(reference);
        return {
          label: fitLabel(n.name),
          children: (n.notes ? notePoints(n.notes) : []).slice(0, 2).map((p) => ({ label: fitLabel(p) })),
        };
      }),
    });
  }

  const facts = bundle.questions.slice(0, MAX_QUESTION_FACTS);
  if (facts.length > 0) {
    branches.push({
      label: 'Key facts from questions',
      children: facts.map((q) => {
        for (const reference of q.references) references.add(reference);
        const answer = q.options[q.answerIndex];
        return {
          label: fitLabel(keyFact(q.explanation)),
          children: answer ? [{ label: fitLabel(`Answer: ${answer}`) }] : [],
        };
      }),
    });
  }

  const referenceList = [...references].slice(0, MAX_REFERENCES);
  if (referenceList.length > 0) {
    branches.push({ label: 'References', children: referenceList.map((r) => ({ label: fitLabel(r), children: [] })) });
  }
  return { tree: { topic: fitLabel(bundle.subtopic.name), branches }, references: referenceList };
}
