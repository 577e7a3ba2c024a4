/**
 * The concept mapper: a map of one subtopic built from the library alone. Nodes are the
 * subtopic, its topic and subject, its high-yield points, its neighbours and the facts its
 * questions test; every link is labelled, and links that join two branches (a question's fact
 * that restates a note's point, a neighbour a point names) are cross-links, not only a tree.
 * Nothing is written that the library does not say.
 */

import { notePoints } from '@medsutra/contract/library/note-text';
import { MINDMAP_LABEL_MAX, type MindmapBranch } from '@medsutra/contract/mindmaps/api';
import { type ConceptMap, toolOutputMessages } from '@medsutra/contract/tools/outputs';
import { badRequest } from '../../lib/errors.ts';
import type { LibraryService } from '../library/service.ts';
import { noQuestionLocks, type QuestionLocks } from '../mcq/question-locks.ts';
import { words } from './case-session.ts';
import type { ToolService } from './service.ts';
import { subtopicForTopic } from './topic-subtopic.ts';

type Bundle = NonNullable<Awaited<ReturnType<LibraryService['subtopicBundle']>>>;

const MAX_POINTS = 8;
const MAX_NEIGHBOURS = 6;
const MAX_QUESTIONS = 5;
/** Content words two statements must share to be "the same idea". */
const SHARED_WORDS = 2;
/** A cross-link names its ends briefly; the map holds them whole. */
const CROSS_LINK_LABEL = 90;

const fitLabel = (value: string) =>
  value.length <= MINDMAP_LABEL_MAX ? value : `${value.slice(0, MINDMAP_LABEL_MAX - 1)}…`;

function keyFact(explanation: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(explanation.trim());
  return (match?.[1] ?? explanation).trim();
}

function sharedWords(a: string, b: string): number {
  const left = new Set(words(a).filter((word) => word.length > 3));
  return new Set(words(b).filter((word) => left.has(word))).size;
}

function buildConceptMap(bundle: Bundle): ConceptMap {
  const nodes: ConceptMap['nodes'] = [];
  const links: ConceptMap['links'] = [];
  const crossLinks: ConceptMap['crossLinks'] = [];
  const references = new Set<string>(bundle.notes?.references ?? []);
  const centre = 'subtopic';
  nodes.push({ id: centre, label: bundle.subtopic.name, kind: 'subtopic' });
  nodes.push({ id: 'topic', label: bundle.topicName, kind: 'topic' });
  nodes.push({ id: 'subject', label: bundle.subjectName, kind: 'subject' });
  links.push({ from: centre, to: 'topic', label: 'is part of' });
  links.push({ from: 'topic', to: 'subject', label: 'is taught in' });

  const points = (bundle.notes ? notePoints(bundle.notes) : []).slice(0, MAX_POINTS);
  points.forEach((point, index) => {
    nodes.push({ id: `point-${index}`, label: fitLabel(point), kind: 'fact' });
    links.push({ from: centre, to: `point-${index}`, label: 'high-yield point' });
  });

  const neighbours = bundle.neighbours.slice(0, MAX_NEIGHBOURS);
  neighbours.forEach((neighbour, index) => {
    const id = `neighbour-${index}`;
    nodes.push({ id, label: fitLabel(neighbour.name), kind: 'subtopic' });
    links.push({ from: 'topic', to: id, label: 'also includes' });
    for (const reference of neighbour.notes?.references ?? []) references.add(reference);
    // A point of ours that names the neighbour joins two branches.
    points.forEach((point, pointIndex) => {
      if (sharedWords(neighbour.name, point) >= Math.min(SHARED_WORDS, words(neighbour.name).length)) {
        const link = { from: `point-${pointIndex}`, to: id, label: 'mentions' };
        links.push(link);
        crossLinks.push(link);
      }
    });
  });

  bundle.questions.slice(0, MAX_QUESTIONS).forEach((question, index) => {
    const id = `question-${index}`;
    const fact = keyFact(question.explanation);
    nodes.push({ id, label: fitLabel(fact), kind: 'question' });
    links.push({ from: centre, to: id, label: 'tested by a question on' });
    for (const reference of question.references) references.add(reference);
    points.forEach((point, pointIndex) => {
      if (sharedWords(fact, point) >= SHARED_WORDS) {
        const link = { from: id, to: `point-${pointIndex}`, label: 'tests the same idea as' };
        links.push(link);
        crossLinks.push(link);
      }
    });
  });

  const labelOf = new Map(nodes.map((node) => [node.id, node.label]));
  const childrenOf = (from: string) =>
    links.filter((link) => link.from === from && !crossLinks.includes(link) && link.to !== 'topic');
  const branches: MindmapBranch[] = [];
  if (points.length > 0) {
    branches.push({
      label: 'High-yield point',
      children: points.map((point) => ({ label: fitLabel(point), children: [] })),
    });
  }
  branches.push({
    label: fitLabel(`is part of ${bundle.topicName} (${bundle.subjectName})`),
    children: childrenOf('topic')
      .filter((link) => link.to !== 'subject')
      .map((link) => ({ label: fitLabel(`also includes: ${labelOf.get(link.to) ?? ''}`), children: [] })),
  });
  const questionLinks = childrenOf(centre).filter((link) => link.to.startsWith('question-'));
  if (questionLinks.length > 0) {
    branches.push({
      label: 'Tested by a question on',
      children: questionLinks.map((link) => ({ label: labelOf.get(link.to) ?? '', children: [] })),
    });
  }
  const short = (id: string) => {
    const label = labelOf.get(id) ?? id;
    return label.length > CROSS_LINK_LABEL ? `${label.slice(0, CROSS_LINK_LABEL - 1)}…` : label;
  };
  const readable = crossLinks.map((link) => ({ from: short(link.from), to: short(link.to), label: link.label }));
  if (readable.length > 0) {
    branches.push({
      label: 'Cross-links',
      children: readable.slice(0, 12).map((link) => ({
        label: fitLabel(link.from),
        children: [{ label: fitLabel(`${link.label} → ${link.to}`) }],
      })),
    });
  }
  const referenceList = [...references].slice(0, 10);
  if (referenceList.length > 0) {
    branches.push({ label: 'References', children: referenceList.map((r) => ({ label: fitLabel(r), children: [] })) });
  }
  return {
    topic: bundle.subtopic.name,
    nodes,
    links,
    tree: { topic: fitLabel(bundle.subtopic.name), branches: branches.slice(0, 12) },
    crossLinks: readable,
    references: referenceList,
    label: toolOutputMessages.conceptLabel,
  };
}

export function registerConceptMapper(tools: ToolService, deps: { library: LibraryService; locks?: QuestionLocks }) {
  const locks = deps.locks ?? noQuestionLocks;
  tools.register('concept-mapper', {
    // The library is read before any coin moves: a topic it has no subtopic for costs nothing.
    async prepare(user, input) {
      const { topic } = input as { topic: string };
      // The library alone decides (no model call before the charge): a subtopic every word of the
      // topic matches, else the closest name when it is close (a misspelling).
      const subtopicId = await subtopicForTopic(deps.library, topic);
      const bundle = subtopicId ? await deps.library.subtopicBundle(subtopicId) : null;
      if (!bundle) throw badRequest(toolOutputMessages.conceptUnknown(topic), { error: 'unknown_topic' });
      // A question's key fact is its explanation's first sentence: none from a test still open.
      const locked = await locks.questionsLockedFor(user.id);
      return buildConceptMap({ ...bundle, questions: bundle.questions.filter((q) => !locked.has(q.id)) });
    },
    async start(_tx, run) {
      const map = run.prepared as ConceptMap;
      return { title: map.topic, status: 'finished', output: map };
    },
  });
}
