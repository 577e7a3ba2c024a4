/**
 * The medical library's content as it is kept in the repository (`content/library/`), checked by
 * these schemas before it is imported. One subject folder holds `syllabus.json`, `notes.json` and
 * `questions/<topic>.json`; `content/library/cases/*.json` holds the clinical cases,
 * `content/library/figures/*.json` the figures. `docs/content-format.md` describes them and says
 * how each item is written and reviewed; docs/product-rules.md fixes the subjects and the 745.
 */
import { z } from 'zod';
import { QUESTION_FORMATS } from './question-body.ts';

/** The 19 NEET PG subjects and how many of the 745 revision subtopics each has. */
export const LIBRARY_SUBJECTS = [
  { id: 'anatomy', name: 'Anatomy', subtopics: 45 },
  { id: 'physiology', name: 'Physiology', subtopics: 42 },
  { id: 'biochemistry', name: 'Biochemistry', subtopics: 25 },
  { id: 'pathology', name: 'Pathology', subtopics: 55 },
  { id: 'pharmacology', name: 'Pharmacology', subtopics: 50 },
  { id: 'microbiology', name: 'Microbiology', subtopics: 45 },
  { id: 'forensic-medicine', name: 'Forensic medicine', subtopics: 25 },
  { id: 'community-medicine', name: 'Community medicine', subtopics: 60 },
  { id: 'ent', name: 'ENT', subtopics: 25 },
  { id: 'ophthalmology', name: 'Ophthalmology', subtopics: 25 },
  { id: 'medicine', name: 'Medicine', subtopics: 80 },
  { id: 'surgery', name: 'Surgery', subtopics: 75 },
  { id: 'obstetrics-gynaecology', name: 'Obstetrics and gynaecology', subtopics: 65 },
  { id: 'paediatrics', name: 'Paediatrics', subtopics: 35 },
  { id: 'orthopaedics', name: 'Orthopaedics', subtopics: 25 },
  { id: 'dermatology', name: 'Dermatology', subtopics: 18 },
  { id: 'psychiatry', name: 'Psychiatry', subtopics: 18 },
  { id: 'anaesthesia', name: 'Anaesthesia', subtopics: 16 },
  { id: 'radiology', name: 'Radiology', subtopics: 16 },
] as const;

export type LibrarySubjectId = (typeof LIBRARY_SUBJECTS)[number]['id'];
export const LIBRARY_SUBJECT_IDS = LIBRARY_SUBJECTS.map((s) => s.id) as [LibrarySubjectId, ...LibrarySubjectId[]];
export const LIBRARY_SUBTOPIC_TOTAL = 745;
export const LIBRARY_MIN_QUESTIONS_PER_SUBJECT = 20;
export const LIBRARY_MIN_SUBTOPICS_WITH_NOTES = 300;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: content must not carry control characters
    .refine((s) => !/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(s), 'no control characters');

/** A textbook with edition and chapter, or a guideline with its year: "Harrison 21e, ch. 403". */
const referenceSchema = text(300).refine((s) => s.length >= 8, 'a reference names its source');
const references = z.array(referenceSchema).min(1, 'every item carries at least one reference');

export const yieldSchema = z.enum(['high', 'medium', 'low']);
export type LibraryYield = z.infer<typeof yieldSchema>;

/** `medicine.endocrine.dka`: subject id, topic slug, subtopic slug. */
const subtopicIdSchema = z.string().regex(/^[a-z0-9-]+\.[a-z0-9-]+\.[a-z0-9-]+$/, 'subject.topic.subtopic');

export const syllabusFileSchema = z.object({
  subject: z.enum(LIBRARY_SUBJECT_IDS),
  topics: z
    .array(
      z.object({
        id: slug,
        name: text(120),
        subtopics: z
          .array(
            z.object({
              id: subtopicIdSchema,
              name: text(160),
              yield: yieldSchema,
              /** Other names a student might search for ("heart attack" for myocardial infarction). */
              aliases: z.array(text(80)).max(12).optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type SyllabusFile = z.infer<typeof syllabusFileSchema>;

/** A date as `YYYY-MM-DD`. */
const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

/** The exams an item is written for. */
const examTagSchema = z.enum(['neet-pg', 'inicet', 'fmge', 'mbbs']);
export type ExamTag = z.infer<typeof examTagSchema>;

/**
 * The second reading every item gets before it lands (docs/content-format.md, "Review before done"): who read
 * it (never its writer), when, against which version of the checklist, and what the reading changed.
 */
const reviewRecordSchema = z.object({
  reviewer: text(80),
  date: isoDateSchema,
  /** The checklist's version, `docs/content-format.md`: `v2`. */
  checklist: text(20),
  /** What the review changed, if anything ("key option shortened", "fact corrected: …"). */
  changes: text(500).optional(),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

/** Where an item came from and on what terms, when it was written and when it was last reviewed. */
const provenanceFields = {
  /** `MedSutra` for the project's own writing; an institution's name for imported content. */
  source: text(120),
  licence: text(160),
  exams: z.array(examTagSchema).min(1),
  written: isoDateSchema,
  /** Required of every item by `scripts/check-content.ts`; optional here so a draft can be checked. */
  review: reviewRecordSchema.optional(),
};

/** A figure drawn by the project's own code: `generator.name`, e.g. `ecg.atrial-fibrillation`. */
const figureIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]+(-[a-z0-9]+)*$/, 'generator.name in lower-case words joined by hyphens');

// ---- Notes ----------------------------------------------------------------------------------

const noteSectionSchema = z.object({
  heading: text(120),
  /** Each point one examinable fact. */
  points: z.array(text(500)).min(1).max(16),
});
const noteTableSchema = z
  .object({
    title: text(160),
    columns: z.array(text(80)).min(2).max(6),
    rows: z
      .array(z.array(text(300)))
      .min(2)
      .max(30),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), 'every row has one cell per column');
const noteMnemonicSchema = z.object({
  mnemonic: text(120),
  /** What each letter or word stands for. */
  expansion: text(600),
});
const noteFigureSchema = z.object({ figure: figureIdSchema, caption: text(200) });

/**
 * A subtopic's note: a short review chapter. Sections of points, tables for comparisons and
 * classifications, standard mnemonics, exam traps (the distractor students fall for), figures.
 */
const subtopicNotesSchema = z.object({
  subtopicId: subtopicIdSchema,
  sections: z.array(noteSectionSchema).min(1).max(12),
  tables: z.array(noteTableSchema).max(6).optional(),
  mnemonics: z.array(noteMnemonicSchema).max(4).optional(),
  traps: z.array(text(500)).max(10).optional(),
  figures: z.array(noteFigureSchema).max(4).optional(),
  references,
  ...provenanceFields,
});
export type SubtopicNotes = z.infer<typeof subtopicNotesSchema>;
export const notesFileSchema = z.object({
  subject: z.enum(LIBRARY_SUBJECT_IDS),
  notes: z.array(subtopicNotesSchema),
});
export type NotesFile = z.infer<typeof notesFileSchema>;

/** Every examinable word of a note: its points, table cells, mnemonics and traps. */
export function noteWordCount(note: SubtopicNotes): number {
  const parts = [
    ...note.sections.flatMap((s) => s.points),
    ...(note.tables ?? []).flatMap((t) => [...t.columns, ...t.rows.flat()]),
    ...(note.mnemonics ?? []).flatMap((m) => [m.mnemonic, m.expansion]),
    ...(note.traps ?? []),
  ];
  return parts.join(' ').split(/\s+/).filter(Boolean).length;
}

// ---- Questions ------------------------------------------------------------------------------

export const difficultySchema = z.enum(['easy', 'medium', 'hard']);

/**
 * `single`: single best answer (a vignette or a one-liner). The INICET formats: `statements`
 * (numbered statements, options are combinations), `match` (List I labelled A–D against List II
 * labelled 1–4, options are combinations), `sequence` (four steps labelled 1–4, options are
 * orders), `assertion-reason` (the four-option form, `ASSERTION_REASON_OPTIONS`). Any format may
 * carry a figure.
 */
const questionFormatSchema = z.enum(QUESTION_FORMATS);

/** The four-option assertion–reason key INICET uses (there is no "both false" option). */
export const ASSERTION_REASON_OPTIONS = [
  'Both A and R are true, and R is the correct explanation of A',
  'Both A and R are true, but R is not the correct explanation of A',
  'A is true, but R is false',
  'A is false, but R is true',
] as const;

/** `medicine.q001` … `medicine.q12345`: thousands per subject. */
const questionIdSchema = z.string().regex(/^[a-z0-9-]+\.q\d{3,5}$/, 'subject.qNNN (3 to 5 digits)');
/** A question's fields, without the checks that span them (`questionSchema` adds those). */
export const questionFieldsSchema = z.object({
  id: questionIdSchema,
  subtopicId: subtopicIdSchema,
  difficulty: difficultySchema,
  format: questionFormatSchema,
  /** The vignette or one-liner and the lead-in; for the INICET formats, the lead-in. */
  stem: text(1500),
  /** `statements`: three to five statements, shown numbered 1, 2, 3…; options name combinations. */
  statements: z.array(text(400)).min(3).max(5).optional(),
  /** `match`: List I (shown A–D) and List II (shown 1–4), with optional headings. */
  match: z
    .object({
      leftTitle: text(80).optional(),
      rightTitle: text(80).optional(),
      left: z.array(text(200)).length(4),
      right: z.array(text(200)).length(4),
    })
    .optional(),
  /** `sequence`: four steps shown numbered 1–4, in a shuffled order; options are orders. */
  steps: z.array(text(300)).length(4).optional(),
  /** `assertion-reason`: the two statements; the options are `ASSERTION_REASON_OPTIONS`. */
  assertion: text(500).optional(),
  reason: text(500).optional(),
  figure: figureIdSchema.optional(),
  options: z.array(text(300)).length(4),
  /** Index (0–3) of the one best answer. */
  answerIndex: z.number().int().min(0).max(3),
  /** Why the answer is right. */
  explanation: text(1500),
  /** One line per option saying why it is right or wrong, in the options' order. */
  optionExplanations: z.array(text(500)).length(4),
  references,
  ...provenanceFields,
});
type FormatParts = Pick<
  z.infer<typeof questionFieldsSchema>,
  'format' | 'statements' | 'match' | 'steps' | 'assertion' | 'reason' | 'options'
>;

/** What a question's format asks of its parts that it lacks or has too much of (the checks that span fields). */
export function questionFormatIssues(q: FormatParts): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const need = (field: 'statements' | 'match' | 'steps' | 'assertion' | 'reason', wanted: boolean) => {
    if ((q[field] !== undefined) !== wanted)
      issues.push({
        path: [field],
        message: wanted ? `a ${q.format} question needs ${field}` : `${field} belongs to another format`,
      });
  };
  need('statements', q.format === 'statements');
  need('match', q.format === 'match');
  need('steps', q.format === 'sequence');
  need('assertion', q.format === 'assertion-reason');
  need('reason', q.format === 'assertion-reason');
  if (q.format === 'assertion-reason' && q.options.some((o, i) => o !== ASSERTION_REASON_OPTIONS[i]))
    issues.push({ path: ['options'], message: 'assertion–reason options are ASSERTION_REASON_OPTIONS' });
  return issues;
}

export const questionSchema = questionFieldsSchema.superRefine((q, ctx) => {
  for (const issue of questionFormatIssues(q)) ctx.addIssue({ code: 'custom', ...issue });
});
export type LibraryQuestion = z.infer<typeof questionSchema>;
export const questionsFileSchema = z.object({
  subject: z.enum(LIBRARY_SUBJECT_IDS),
  questions: z.array(questionSchema),
});
export type QuestionsFile = z.infer<typeof questionsFileSchema>;

// ---- Cases ----------------------------------------------------------------------------------

export const CASE_AREAS = [
  'neurology',
  'gastroenterology',
  'ward',
  'cardiology',
  'respiratory',
  'renal',
  'endocrine',
  'paediatrics',
  'obstetrics',
  'surgery',
  'emergency',
  'psychiatry',
] as const;
const caseAreaSchema = z.enum(CASE_AREAS);
export type CaseArea = z.infer<typeof caseAreaSchema>;
const rubricKindSchema = z.enum(['history', 'examination', 'investigation', 'diagnosis', 'differential', 'management']);
/** A case's fields, without the checks that span them (`clinicalCaseSchema` adds those). */
export const clinicalCaseFieldsSchema = z.object({
  /** `neurology.c01` */
  id: z.string().regex(/^[a-z]+\.c\d{2,3}$/, 'area.cNN'),
  area: caseAreaSchema,
  /** The subject the case belongs to. */
  subject: z.enum(LIBRARY_SUBJECT_IDS),
  subtopicIds: z.array(subtopicIdSchema).min(1),
  title: text(160),
  difficulty: difficultySchema,
  /** What the student sees first: age, sex, setting, chief complaint. */
  presentation: text(1200),
  /** Revealed when the student asks: each with the question a student might ask. */
  history: z.array(z.object({ ask: text(160), finding: text(600) })).min(3),
  examination: z.array(z.object({ system: text(80), finding: text(600) })).min(2),
  /** Keyed by test: the names and synonyms a student might order it by ("CECT", "contrast CT"). */
  investigations: z
    .array(z.object({ name: text(120), synonyms: z.array(text(80)).max(12).optional(), result: text(600) }))
    .min(2),
  diagnosis: text(300),
  differentials: z.array(z.object({ name: text(160), why: text(500) })).min(2),
  management: z.array(text(500)).min(2),
  teachingPoints: z.array(text(500)).min(2),
  /** What an examiner expects the student to name, each with synonyms a student might type. */
  rubric: z
    .array(
      z.object({
        kind: rubricKindSchema,
        item: text(200),
        synonyms: z.array(text(120)).max(16),
        points: z.number().int().min(1).max(5),
      }),
    )
    .min(5),
  references,
  ...provenanceFields,
});
const clinicalCaseSchema = clinicalCaseFieldsSchema.refine((c) => c.id.startsWith(`${c.area}.`), {
  message: 'a case id starts with its area',
  path: ['id'],
});
export type ClinicalCase = z.infer<typeof clinicalCaseSchema>;
export const casesFileSchema = z.object({ cases: z.array(clinicalCaseSchema) });
export type CasesFile = z.infer<typeof casesFileSchema>;

// ---- Figures --------------------------------------------------------------------------------

/**
 * `content/library/figures/<generator>.json`: the figures a generator draws, each with its
 * parameters (checked by the generator's own schema in `packages/figures`), alt text that
 * describes the figure without giving an answer away, and what it shows (for writers and
 * reviewers, and shown with a question's explanation).
 */
export const figureCatalogueFileSchema = z.object({
  generator: slug,
  figures: z.array(
    z.object({
      id: figureIdSchema,
      params: z.record(z.string(), z.unknown()),
      alt: text(400),
      shows: text(600),
      /** The drawing's size in CSS pixels (its viewBox): screens reserve this box before it loads. */
      width: z.number().int().min(16).max(4000).optional(),
      height: z.number().int().min(16).max(4000).optional(),
    }),
  ),
});
export type FigureCatalogueFile = z.infer<typeof figureCatalogueFileSchema>;

// ---- Allowed sources ------------------------------------------------------------------------

/**
 * `content/allowed-sources/*.json`: the references items may cite. A reference is allowed when it
 * begins with an entry's `cite` (a standard book with its edition, a guideline or programme
 * document with its year), optionally followed by a chapter or section.
 */
export const allowedSourcesFileSchema = z.object({
  sources: z.array(z.object({ cite: text(300), kind: z.enum(['book', 'guideline', 'law', 'paper']) })).min(1),
});

// ---- Pairs a reviewer judged distinct -------------------------------------------------------

/**
 * `content/distinct-pairs/*.json`: pairs of questions the near-duplicate measure flags (the same
 * answer and overlapping stems) that a reviewer read side by side and judged to ask different
 * things, each with who judged it, when and why. Every other flagged pair is a problem.
 */
export const distinctPairsFileSchema = z.object({
  pairs: z.array(
    z.object({
      a: questionIdSchema,
      b: questionIdSchema,
      reviewer: text(80),
      date: isoDateSchema,
      /** What each asks that the other does not. */
      why: text(400),
    }),
  ),
});
