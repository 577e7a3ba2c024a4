/**
 * A library `factor` times the size of content/library, for measuring import, start and search at
 * the size the library is growing to (issue 31: ~6,000 questions, 745 notes of review-chapter
 * length, 120+ cases). Written from the real items, so the words, their spread and the file layout
 * are real: each question is cloned `factor - 1` times under new ids (some clones in the INICET
 * formats, some with a figure), each note grows to several sections with a table, mnemonics and
 * traps, subtopics without a note get a neighbour's, and cases are cloned into every area.
 * Every file it writes passes the contract's schemas.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ASSERTION_REASON_OPTIONS,
  CASE_AREAS,
  type CasesFile,
  type ClinicalCase,
  casesFileSchema,
  LIBRARY_SUBJECTS,
  type LibraryQuestion,
  type NotesFile,
  notesFileSchema,
  type QuestionsFile,
  questionsFileSchema,
  type SubtopicNotes,
  type SyllabusFile,
} from '@medsutra/contract/library/content';

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/** A figure id the synthetic questions point at (the figures' catalogue is not part of this library). */
const SYNTHETIC_FIGURES = ['ecg.sinus-tachycardia', 'ecg.atrial-fibrillation', 'spirometry.obstructive'];

function rotate<T>(items: readonly T[], by: number): T[] {
  const n = items.length;
  return items.map((_, i) => items[(i + by) % n]!);
}

/** Clone `k` (1 …) of a question: a new id, options rotated, and now and then another format. */
function cloneQuestion(q: LibraryQuestion, id: string, k: number): LibraryQuestion {
  // Assertion–reason options are a fixed list: never rotated.
  const by = q.format === 'assertion-reason' ? 0 : k % 4;
  const base: LibraryQuestion = {
    ...q,
    id,
    stem: `${q.stem} (${k})`,
    options: rotate(q.options, by),
    optionExplanations: rotate(q.optionExplanations, by),
    answerIndex: (q.answerIndex - by + 4) % 4,
  };
  if (k % 7 === 3) base.figure = SYNTHETIC_FIGURES[k % SYNTHETIC_FIGURES.length]!;
  // A clone made into another format leaves its source's format parts behind (a statements
  // question cloned as a match question has no statements).
  const { statements: _s, match: _m, steps: _st, assertion: _a, reason: _r, ...plain } = base;
  switch (k % 10) {
    case 6:
      return { ...plain, format: 'statements', statements: q.options.slice(0, 4) };
    case 7:
      return {
        ...plain,
        format: 'match',
        match: { left: q.options.map((o) => o.slice(0, 200)), right: rotate(q.options, 1).map((o) => o.slice(0, 200)) },
      };
    case 8:
      return { ...plain, format: 'sequence', steps: q.options.map((o) => o.slice(0, 300)) };
    case 9:
      return {
        ...plain,
        format: 'assertion-reason',
        assertion: q.options[0]!.slice(0, 500),
        reason: q.explanation.slice(0, 500),
        options: [...ASSERTION_REASON_OPTIONS],
        answerIndex: k % 4,
      };
    default:
      return base;
  }
}

/** A note grown to review-chapter length from its own points: four sections, a table, traps. */
function growNote(note: SubtopicNotes, subtopicId: string): SubtopicNotes {
  const points = note.sections.flatMap((s) => s.points);
  const headings = ['Clinical features', 'Investigations', 'Management'];
  const rows = points.slice(0, 8).map((p) => {
    const at = p.indexOf(' ', Math.floor(p.length / 3));
    return at > 0 ? [p.slice(0, at).slice(0, 300), p.slice(at + 1).slice(0, 300)] : [p.slice(0, 300), p.slice(0, 300)];
  });
  while (rows.length < 2) rows.push(['Point', 'Detail']);
  return {
    ...note,
    subtopicId,
    // A full note may already have the twelve sections a note may hold.
    sections: [
      ...note.sections,
      ...headings.map((heading, i) => ({ heading, points: rotate(points, i + 1).slice(0, 16) })),
    ].slice(0, 12),
    tables: [{ title: 'At a glance', columns: ['Feature', 'Detail'], rows }],
    mnemonics: [{ mnemonic: 'ABCD', expansion: points.slice(0, 2).join('; ').slice(0, 600) }],
    traps: points.slice(0, 3),
  };
}

export interface SyntheticLibrary {
  root: string;
  questions: number;
  notes: number;
  cases: number;
  bytes: number;
  remove(): void;
}

export function writeSyntheticLibrary(input: { source: string; factor: number; target?: string }): SyntheticLibrary {
  const { source, factor } = input;
  const root = input.target ?? fs.mkdtempSync(path.join(os.tmpdir(), `medsutra-library-x${factor}-`));
  let questions = 0;
  let notes = 0;
  let cases = 0;
  for (const subject of LIBRARY_SUBJECTS) {
    const dir = path.join(source, subject.id);
    if (!fs.existsSync(dir)) continue;
    const syllabus = readJson<SyllabusFile>(path.join(dir, 'syllabus.json'));
    writeJson(path.join(root, subject.id, 'syllabus.json'), syllabus);

    const notesFile = readJson<NotesFile>(path.join(dir, 'notes.json'));
    const noted = new Map(notesFile.notes.map((n) => [n.subtopicId, n]));
    const grown: SubtopicNotes[] = [];
    for (const topic of syllabus.topics) {
      for (const sub of topic.subtopics) {
        const own = noted.get(sub.id) ?? notesFile.notes[grown.length % Math.max(1, notesFile.notes.length)];
        if (own) grown.push(growNote(own, sub.id));
      }
    }
    const notesOut = notesFileSchema.parse({ subject: subject.id, notes: grown });
    writeJson(path.join(root, subject.id, 'notes.json'), notesOut);
    notes += grown.length;

    const questionsDir = path.join(dir, 'questions');
    const files = fs.existsSync(questionsDir) ? fs.readdirSync(questionsDir).filter((f) => f.endsWith('.json')) : [];
    // New ids start past the subject's highest own id, so clones never clash with them.
    let next =
      1 +
      Math.max(
        0,
        ...files.flatMap((name) =>
          readJson<QuestionsFile>(path.join(questionsDir, name)).questions.map((q) => Number(q.id.split('.q')[1])),
        ),
      );
    for (const name of files.sort()) {
      const file = readJson<QuestionsFile>(path.join(questionsDir, name));
      const out: LibraryQuestion[] = [];
      for (const q of file.questions) {
        out.push(q);
        for (let k = 1; k < factor; k++) out.push(cloneQuestion(q, `${subject.id}.q${next++}`, k));
      }
      writeJson(path.join(root, subject.id, 'questions', name), questionsFileSchema.parse({ ...file, questions: out }));
      questions += out.length;
    }
  }

  const casesDir = path.join(source, 'cases');
  const allCases: ClinicalCase[] = fs.existsSync(casesDir)
    ? fs
        .readdirSync(casesDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .flatMap((f) => readJson<CasesFile>(path.join(casesDir, f)).cases)
    : [];
  // About a third as many times as the questions: the case bank grows from 36 to 120+.
  const caseCopies = Math.max(1, Math.round(factor / 4));
  const byArea = new Map<string, ClinicalCase[]>();
  let n = 0;
  for (let copy = 0; copy < caseCopies; copy++) {
    for (const c of allCases) {
      const area = copy === 0 ? c.area : CASE_AREAS[n % CASE_AREAS.length]!;
      const list = byArea.get(area) ?? [];
      const id = copy === 0 ? c.id : `${area}.c${String(500 + list.length).padStart(3, '0')}`;
      list.push({ ...c, id, area });
      byArea.set(area, list);
      n++;
    }
  }
  for (const [area, list] of byArea) {
    writeJson(path.join(root, 'cases', `${area}.json`), casesFileSchema.parse({ cases: list }));
    cases += list.length;
  }

  let bytes = 0;
  for (const file of fs.readdirSync(root, { recursive: true }).map(String)) {
    const full = path.join(root, file);
    if (fs.statSync(full).isFile()) bytes += fs.statSync(full).size;
  }
  return { root, questions, notes, cases, bytes, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

if (import.meta.main) {
  const factor = Number(process.argv[2] ?? 15);
  const library = writeSyntheticLibrary({
    source: path.resolve(import.meta.dirname, '..', '..', 'content', 'library'),
    factor,
    ...(process.argv[3] ? { target: process.argv[3] } : {}),
  });
  console.info(
    `${library.root}: ${library.questions} questions, ${library.notes} notes, ${library.cases} cases, ${(library.bytes / 1e6).toFixed(1)} MB`,
  );
}
