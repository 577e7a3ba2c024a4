/**
 * The medical library's content as it is kept in the repository (`content/library/`), checked by
 * these schemas before it is imported. One subject folder holds `syllabus.json`, `notes.json` and
 * `questions.json`; `content/library/cases/*.json` holds the clinical cases. CONTENT.md in the
 * steering documents says how each item is written; DECISIONS.md fixes the subjects and the 745.
 */
import { z } from 'zod';

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
export const referenceSchema = text(300).refine((s) => s.length >= 8, 'a reference names its source');
const references = z.array(referenceSchema).min(1, 'every item carries at least one reference');

export const yieldSchema = z.enum(['high', 'medium', 'low']);
export type LibraryYield = z.infer<typeof yieldSchema>;

/** `medicine.endocrine.dka`: subject id, topic slug, subtopic slug. */
export const subtopicIdSchema = z.string().regex(/^[a-z0-9-]+\.[a-z0-9-]+\.[a-z0-9-]+$/, 'subject.topic.subtopic');

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

export const subtopicNotesSchema = z.object({
  subtopicId: subtopicIdSchema,
  /** 3–8 high-yield points, each one examinable fact. */
  points: z.array(text(400)).min(3).max(8),
  references,
});
export const notesFileSchema = z.object({
  subject: z.enum(LIBRARY_SUBJECT_IDS),
  notes: z.array(subtopicNotesSchema),
});
export type NotesFile = z.infer<typeof notesFileSchema>;

export const difficultySchema = z.enum(['easy', 'medium', 'hard']);

/** `medicine.q001` */
export const questionIdSchema = z.string().regex(/^[a-z0-9-]+\.q\d{3}$/, 'subject.qNNN');
export const questionSchema = z.object({
  id: questionIdSchema,
  subtopicId: subtopicIdSchema,
  difficulty: difficultySchema,
  stem: text(1500),
  options: z.array(text(300)).length(4),
  /** Index (0–3) of the one best answer. */
  answerIndex: z.number().int().min(0).max(3),
  /** Why the answer is right. */
  explanation: text(1500),
  /** One line per option saying why it is right or wrong, in the options' order. */
  optionExplanations: z.array(text(500)).length(4),
  references,
});
export type LibraryQuestion = z.infer<typeof questionSchema>;
export const questionsFileSchema = z.object({
  subject: z.enum(LIBRARY_SUBJECT_IDS),
  questions: z.array(questionSchema),
});
export type QuestionsFile = z.infer<typeof questionsFileSchema>;

export const caseAreaSchema = z.enum(['neurology', 'gastroenterology', 'ward']);
export const rubricKindSchema = z.enum([
  'history',
  'examination',
  'investigation',
  'diagnosis',
  'differential',
  'management',
]);
export const clinicalCaseSchema = z.object({
  /** `neurology.c01` */
  id: z.string().regex(/^(neurology|gastroenterology|ward)\.c\d{2}$/, 'area.cNN'),
  area: caseAreaSchema,
  /** The subject the case belongs to (ward cases: medicine, surgery, paediatrics or obstetrics-gynaecology). */
  subject: z.enum(LIBRARY_SUBJECT_IDS),
  subtopicIds: z.array(subtopicIdSchema).min(1),
  title: text(160),
  difficulty: difficultySchema,
  /** What the student sees first: age, sex, setting, chief complaint. */
  presentation: text(1200),
  /** Revealed when the student asks: each with the question a student might ask. */
  history: z.array(z.object({ ask: text(160), finding: text(600) })).min(3),
  examination: z.array(z.object({ system: text(80), finding: text(600) })).min(2),
  investigations: z.array(z.object({ name: text(120), result: text(600) })).min(2),
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
        synonyms: z.array(text(120)).max(12),
        points: z.number().int().min(1).max(5),
      }),
    )
    .min(5),
  references,
});
export type ClinicalCase = z.infer<typeof clinicalCaseSchema>;
export const casesFileSchema = z.object({ cases: z.array(clinicalCaseSchema) });
export type CasesFile = z.infer<typeof casesFileSchema>;
