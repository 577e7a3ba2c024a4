/**
 * The library's files read into one snapshot for `scripts/check-content.ts`: every file parsed
 * with the contract's schemas (a file that fails is a problem, its valid neighbours still read),
 * the allowed sources, and the figure catalogue. The rules (quality-rules.ts, count-rules.ts)
 * take a snapshot, so their tests build one in memory.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  allowedSourcesFileSchema,
  type ClinicalCase,
  casesFileSchema,
  distinctPairsFileSchema,
  figureCatalogueFileSchema,
  LIBRARY_SUBJECTS,
  type LibraryQuestion,
  type LibrarySubjectId,
  type LibraryYield,
  notesFileSchema,
  questionsFileSchema,
  type SubtopicNotes,
  syllabusFileSchema,
} from '@medsutra/contract/library/content';
import type { z } from 'zod';

export interface Problem {
  /** The file (relative to the content root) or the part of the bank the problem is in. */
  where: string;
  /** The rule's name, as the report groups problems by it. */
  rule: string;
  message: string;
}

interface SnapshotSubtopic {
  id: string;
  name: string;
  subject: LibrarySubjectId;
  yield: LibraryYield;
}

export interface LibrarySnapshot {
  /** The subjects read (all 19, or those a partial run names). */
  subjects: LibrarySubjectId[];
  subtopics: Map<string, SnapshotSubtopic>;
  /** Subtopics per subject as its syllabus file has them. */
  syllabusSizes: Map<LibrarySubjectId, number>;
  notes: { file: string; subject: LibrarySubjectId; note: SubtopicNotes }[];
  questions: { file: string; subject: LibrarySubjectId; question: LibraryQuestion }[];
  cases: { file: string; item: ClinicalCase }[];
  /** Figure id → the catalogue file it is in. */
  figures: Map<string, string>;
  /** `cite` of every allowed source (a reference must begin with one). */
  allowedCites: string[];
  /** Flagged near-duplicate pairs a reviewer judged distinct, by `pairKey`. */
  distinctPairs: Map<string, { file: string; a: string; b: string }>;
  /** Files that are missing, not JSON or not valid: their items are not in the snapshot. */
  problems: Problem[];
}

/** The same key for a pair whichever way round it is named. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

export function emptySnapshot(subjects: LibrarySubjectId[] = LIBRARY_SUBJECTS.map((s) => s.id)): LibrarySnapshot {
  return {
    subjects,
    subtopics: new Map(),
    syllabusSizes: new Map(),
    notes: [],
    questions: [],
    cases: [],
    figures: new Map(),
    allowedCites: [],
    distinctPairs: new Map(),
    problems: [],
  };
}

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];

/**
 * Reads `<root>/library` and `<root>/allowed-sources`, `root` being the repository's `content/`.
 * `only` limits the subjects read (cases are read only when `only` is empty).
 */
export function readLibrarySnapshot(contentRoot: string, only: readonly string[] = []): LibrarySnapshot {
  const libraryRoot = path.join(contentRoot, 'library');
  const subjects = LIBRARY_SUBJECTS.map((s) => s.id).filter((id) => only.length === 0 || only.includes(id));
  const snapshot = emptySnapshot(subjects);
  const problem = (where: string, rule: string, message: string) => snapshot.problems.push({ where, rule, message });

  function load<T>(relative: string, schema: z.ZodType<T>, base = libraryRoot): T | undefined {
    const file = path.join(base, relative);
    if (!existsSync(file)) {
      problem(relative, 'schema', 'missing');
      return undefined;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problem(relative, 'schema', `not JSON: ${(error as Error).message}`);
      return undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 40))
        problem(relative, 'schema', `${issue.path.join('.')}: ${issue.message}`);
      return undefined;
    }
    return parsed.data;
  }

  const distinctDir = path.join(contentRoot, 'distinct-pairs');
  for (const name of jsonFiles(distinctDir)) {
    const file = load(name, distinctPairsFileSchema, distinctDir);
    for (const pair of file?.pairs ?? [])
      snapshot.distinctPairs.set(pairKey(pair.a, pair.b), { file: `distinct-pairs/${name}`, a: pair.a, b: pair.b });
  }

  for (const name of jsonFiles(path.join(contentRoot, 'allowed-sources'))) {
    const file = load(name, allowedSourcesFileSchema, path.join(contentRoot, 'allowed-sources'));
    for (const source of file?.sources ?? []) snapshot.allowedCites.push(source.cite);
  }

  for (const subject of subjects) {
    const syllabusPath = `${subject}/syllabus.json`;
    const syllabus = load(syllabusPath, syllabusFileSchema);
    if (syllabus) {
      if (syllabus.subject !== subject) problem(syllabusPath, 'ids', `subject should be ${subject}`);
      let size = 0;
      for (const topic of syllabus.topics) {
        for (const sub of topic.subtopics) {
          size++;
          const [s, t] = sub.id.split('.');
          if (s !== subject || t !== topic.id)
            problem(syllabusPath, 'ids', `${sub.id} should start ${subject}.${topic.id}.`);
          if (snapshot.subtopics.has(sub.id)) problem(syllabusPath, 'ids', `duplicate subtopic ${sub.id}`);
          snapshot.subtopics.set(sub.id, { id: sub.id, name: sub.name, subject, yield: sub.yield });
        }
      }
      snapshot.syllabusSizes.set(subject, size);
    }
    const notesPath = `${subject}/notes.json`;
    const notes = load(notesPath, notesFileSchema);
    if (notes && notes.subject !== subject) problem(notesPath, 'ids', `subject should be ${subject}`);
    for (const note of notes?.notes ?? []) snapshot.notes.push({ file: notesPath, subject, note });
    for (const name of jsonFiles(path.join(libraryRoot, subject, 'questions'))) {
      const questionsPath = `${subject}/questions/${name}`;
      const file = load(questionsPath, questionsFileSchema);
      if (file && file.subject !== subject) problem(questionsPath, 'ids', `subject should be ${subject}`);
      for (const question of file?.questions ?? []) snapshot.questions.push({ file: questionsPath, subject, question });
    }
  }

  if (only.length === 0) {
    for (const name of jsonFiles(path.join(libraryRoot, 'cases'))) {
      const file = load(`cases/${name}`, casesFileSchema);
      for (const item of file?.cases ?? []) snapshot.cases.push({ file: `cases/${name}`, item });
    }
  }
  for (const name of jsonFiles(path.join(libraryRoot, 'figures'))) {
    const file = load(`figures/${name}`, figureCatalogueFileSchema);
    for (const figure of file?.figures ?? []) {
      if (snapshot.figures.has(figure.id))
        problem(`figures/${name}`, 'ids', `figure ${figure.id} is in two catalogues`);
      snapshot.figures.set(figure.id, `figures/${name}`);
    }
  }
  return snapshot;
}
