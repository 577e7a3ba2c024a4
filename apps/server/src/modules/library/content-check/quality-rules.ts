/**
 * The per-item rules every item of the library must pass whatever the library's size (the part
 * of `scripts/check-content.ts` a test suite can run): ids, the items' pointers (subtopics,
 * figures), references from the allowed sources, the review record, option explanations, the
 * cues a test-wise student uses and near-duplicate questions. Schema problems come from the
 * snapshot itself.
 */
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import { absoluteWordProblems, answerPositionProblems, longestKeyProblems } from './cue-rules.ts';
import { findNearDuplicates } from './near-duplicates.ts';
import { type LibrarySnapshot, type Problem, pairKey } from './snapshot.ts';

/** The review checklist's current version (docs/content-format.md). */
const REVIEW_CHECKLIST = 'v2';

/** A reference is allowed when it begins with an allowed source's `cite`. */
export function referenceIsAllowed(reference: string, cites: readonly string[]): boolean {
  return cites.some((cite) => reference.startsWith(cite));
}

interface Reviewed {
  written: string;
  review?: { reviewer: string; date: string; checklist: string } | undefined;
}

function reviewProblem(item: Reviewed): string | null {
  if (!item.review) return 'no review record: a second reading by someone who did not write it';
  if (item.review.checklist !== REVIEW_CHECKLIST)
    return `reviewed against checklist ${item.review.checklist}; ${REVIEW_CHECKLIST} is current`;
  if (item.review.date < item.written)
    return `reviewed on ${item.review.date}, before it was written (${item.written})`;
  return null;
}

export function qualityProblems(snapshot: LibrarySnapshot): Problem[] {
  const problems: Problem[] = [...snapshot.problems];
  const add = (where: string, rule: string, message: string) => problems.push({ where, rule, message });
  const checkReferences = (where: string, id: string, references: readonly string[]) => {
    for (const reference of references) {
      if (!referenceIsAllowed(reference, snapshot.allowedCites))
        add(
          where,
          'references',
          `${id}: "${reference}" does not begin with an allowed source (content/allowed-sources)`,
        );
    }
  };
  const checkReview = (where: string, id: string, item: Reviewed) => {
    const problem = reviewProblem(item);
    if (problem) add(where, 'review', `${id}: ${problem}`);
  };
  const checkFigure = (where: string, id: string, figure: string) => {
    if (!snapshot.figures.has(figure))
      add(where, 'figures', `${id}: figure ${figure} is not in content/library/figures`);
  };

  // The syllabus: each subject's subtopic count as the library fixes it.
  for (const subject of LIBRARY_SUBJECTS) {
    const size = snapshot.syllabusSizes.get(subject.id);
    if (size !== undefined && size !== subject.subtopics)
      add(`${subject.id}/syllabus.json`, 'ids', `${size} subtopics; ${subject.subtopics} expected`);
  }

  const noted = new Set<string>();
  for (const { file, subject, note } of snapshot.notes) {
    if (noted.has(note.subtopicId)) add(file, 'ids', `two notes for ${note.subtopicId}`);
    noted.add(note.subtopicId);
    if (snapshot.subtopics.get(note.subtopicId)?.subject !== subject)
      add(file, 'ids', `unknown subtopic ${note.subtopicId}`);
    checkReferences(file, note.subtopicId, note.references);
    checkReview(file, note.subtopicId, note);
    for (const { figure } of note.figures ?? []) checkFigure(file, note.subtopicId, figure);
  }

  const ids = new Set<string>();
  for (const { file, subject, question: q } of snapshot.questions) {
    if (ids.has(q.id)) add(file, 'ids', `duplicate id ${q.id}`);
    ids.add(q.id);
    if (!q.id.startsWith(`${subject}.`)) add(file, 'ids', `${q.id} should start ${subject}.`);
    if (snapshot.subtopics.get(q.subtopicId)?.subject !== subject)
      add(file, 'ids', `${q.id}: unknown subtopic ${q.subtopicId}`);
    if (new Set(q.options.map((o) => o.trim().toLowerCase())).size !== q.options.length)
      add(file, 'options', `${q.id}: two options are the same`);
    if (q.optionExplanations.length !== q.options.length || q.optionExplanations.some((e) => e.trim() === ''))
      add(file, 'option explanations', `${q.id}: every option needs its explanation, in order`);
    checkReferences(file, q.id, q.references);
    checkReview(file, q.id, q);
    if (q.figure) checkFigure(file, q.id, q.figure);
  }

  const caseIds = new Set<string>();
  for (const { file, item } of snapshot.cases) {
    if (caseIds.has(item.id)) add(file, 'ids', `duplicate case id ${item.id}`);
    caseIds.add(item.id);
    for (const id of item.subtopicIds) {
      if (!snapshot.subtopics.has(id)) add(file, 'ids', `${item.id}: unknown subtopic ${id}`);
    }
    checkReferences(file, item.id, item.references);
    checkReview(file, item.id, item);
  }

  problems.push(...answerPositionProblems(snapshot.questions));
  problems.push(...longestKeyProblems(snapshot.questions));
  problems.push(...absoluteWordProblems(snapshot.questions));
  // A flagged pair a reviewer read side by side and judged distinct is not a problem; an entry
  // naming a question the bank no longer has is (the judgement was about another question).
  for (const pair of findNearDuplicates(snapshot.questions.map((entry) => entry.question))) {
    if (snapshot.distinctPairs.has(pairKey(pair.a, pair.b))) continue;
    add('questions', 'near-duplicates', `${pair.a} and ${pair.b}: ${pair.reason} (${pair.score.toFixed(2)})`);
  }
  const readSubjects = new Set<string>(snapshot.subjects);
  for (const { file, a, b } of snapshot.distinctPairs.values()) {
    for (const id of [a, b]) {
      if (readSubjects.has(id.split('.')[0]!) && !ids.has(id))
        add(file, 'near-duplicates', `${a} and ${b}: ${id} is not in the bank`);
    }
  }
  return problems;
}
