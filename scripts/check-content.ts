/**
 * Checks the medical library's files under content/library against the contract's schemas and
 * the rules that span files: unique ids, every note, question and case pointing at a real
 * subtopic, each subject's subtopic count. `node scripts/check-content.ts [subject …]` checks only
 * those subjects (and skips the totals); exit 1 on any problem, each printed with its file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  casesFileSchema,
  LIBRARY_SUBJECTS,
  LIBRARY_SUBTOPIC_TOTAL,
  notesFileSchema,
  questionsFileSchema,
  syllabusFileSchema,
} from '@medsutra/contract/library/content';
import type { z } from 'zod';

const root = path.resolve(import.meta.dirname, '..', 'content', 'library');
const only = process.argv.slice(2);
const problems: string[] = [];
const report = (file: string, message: string) => problems.push(`${path.relative(root, file)}: ${message}`);

function load<T>(file: string, schema: z.ZodType<T>): T | undefined {
  if (!existsSync(file)) {
    report(file, 'missing');
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    report(file, `not JSON: ${(error as Error).message}`);
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 40)) report(file, `${issue.path.join('.')}: ${issue.message}`);
    return undefined;
  }
  return parsed.data;
}

const subtopicSubject = new Map<string, string>();
const seen = new Set<string>();
const unique = (file: string, id: string) => {
  if (seen.has(id)) report(file, `duplicate id ${id}`);
  seen.add(id);
};
let subtopicTotal = 0;
let notedSubtopics = 0;
let questionTotal = 0;

const subjects = LIBRARY_SUBJECTS.filter((s) => only.length === 0 || only.includes(s.id));
for (const subject of subjects) {
  const dir = path.join(root, subject.id);
  const syllabusFile = path.join(dir, 'syllabus.json');
  const syllabus = load(syllabusFile, syllabusFileSchema);
  if (!syllabus) continue;
  if (syllabus.subject !== subject.id) report(syllabusFile, `subject should be ${subject.id}`);
  let count = 0;
  for (const topic of syllabus.topics) {
    for (const sub of topic.subtopics) {
      count++;
      unique(syllabusFile, sub.id);
      const [s, t] = sub.id.split('.');
      if (s !== subject.id || t !== topic.id) report(syllabusFile, `${sub.id} should start ${subject.id}.${topic.id}.`);
      subtopicSubject.set(sub.id, subject.id);
    }
  }
  subtopicTotal += count;
  if (count !== subject.subtopics) report(syllabusFile, `${count} subtopics; ${subject.subtopics} expected`);

  const notesFile = path.join(dir, 'notes.json');
  const notes = load(notesFile, notesFileSchema);
  for (const note of notes?.notes ?? []) {
    unique(notesFile, `notes:${note.subtopicId}`);
    if (subtopicSubject.get(note.subtopicId) !== subject.id) report(notesFile, `unknown subtopic ${note.subtopicId}`);
    notedSubtopics++;
  }

  const questionsDir = path.join(dir, 'questions');
  const questionFiles = existsSync(questionsDir)
    ? readdirSync(questionsDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => path.join(questionsDir, f))
    : [];
  let qCount = 0;
  for (const questionsFile of questionFiles) {
    const questions = load(questionsFile, questionsFileSchema);
    if (questions && questions.subject !== subject.id) report(questionsFile, `subject should be ${subject.id}`);
    for (const q of questions?.questions ?? []) {
      unique(questionsFile, q.id);
      if (!q.id.startsWith(`${subject.id}.`)) report(questionsFile, `${q.id} should start ${subject.id}.`);
      if (subtopicSubject.get(q.subtopicId) !== subject.id)
        report(questionsFile, `${q.id}: unknown subtopic ${q.subtopicId}`);
      if (new Set(q.options.map((o) => o.toLowerCase())).size !== 4) report(questionsFile, `${q.id}: options repeat`);
      questionTotal++;
      qCount++;
    }
  }
  if (qCount < 20) report(questionsDir, `${qCount} questions; at least 20 expected`);
  console.info(`${subject.id}: ${count} subtopics, ${notes?.notes.length ?? 0} with notes, ${qCount} questions`);
}

const casesDir = path.join(root, 'cases');
let caseTotal = 0;
if (only.length === 0 || only.includes('cases')) {
  const files = existsSync(casesDir) ? readdirSync(casesDir).filter((f) => f.endsWith('.json')) : [];
  for (const name of files) {
    const file = path.join(casesDir, name);
    const cases = load(file, casesFileSchema);
    for (const c of cases?.cases ?? []) {
      unique(file, c.id);
      if (!c.id.startsWith(`${c.area}.`)) report(file, `${c.id} should start ${c.area}.`);
      // A case may name subtopics of subjects not loaded in a partial run.
      for (const id of c.subtopicIds) {
        if (only.length === 0 && !subtopicSubject.has(id)) report(file, `${c.id}: unknown subtopic ${id}`);
      }
      caseTotal++;
    }
  }
  console.info(`cases: ${caseTotal}`);
}

if (only.length === 0) {
  if (subtopicTotal !== LIBRARY_SUBTOPIC_TOTAL) problems.push(`${subtopicTotal} subtopics in all; 745 expected`);
  console.info(
    `total: ${subtopicTotal} subtopics, ${notedSubtopics} with notes, ${questionTotal} questions, ${caseTotal} cases`,
  );
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
