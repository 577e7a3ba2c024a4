/**
 * MCQ practice (`/mcqsolving`): start a session of questions chosen by filters, answer them one at
 * a time, bookmark them. A question goes out without anything that gives its answer away: its
 * option ids are random per session, so neither their order nor their text says which is right.
 * XP amounts are docs/product-rules.md's ("MCQs and tests").
 */
import { z } from 'zod';
import { difficultySchema, LIBRARY_SUBJECT_IDS } from '../library/content.ts';
import { QUESTION_FORMATS } from '../library/question-body.ts';
import { questionBodyShape, questionPlaceShape } from '../library/question-body-schema.ts';
import { text } from '../text.ts';
import { countField } from './count.ts';

const SUBTOPIC_ID = /^[a-z0-9-]+\.[a-z0-9-]+\.[a-z0-9-]+$/;

/** XP for the first correct answer to a question, by difficulty, and the day's cap (docs/product-rules.md; the table holds them). */
export { PRACTICE_XP_BY_DIFFICULTY, PRACTICE_XP_DAILY_CAP } from '../economy/table.ts';
// The zod-free paths live in mcq-screen.ts (the screens load it without zod); re-exported here.
export { mcqApiPaths } from './practice-screen.ts';

import { PRACTICE_XP_DAILY_CAP } from '../economy/table.ts';
export const PRACTICE_SESSION_MAX = 50;
export const PRACTICE_SESSION_DEFAULT = 10;
const PRACTICE_FILTER_SUBTOPICS_MAX = 50;

export const mcqMessages = {
  countInvalid: `Choose between 1 and ${PRACTICE_SESSION_MAX} questions`,
  subjectInvalid: 'Choose subjects from the list',
  subtopicInvalid: 'A subtopic was not recognised; choose it again from its subject',
  tooManySubtopics: `Choose at most ${PRACTICE_FILTER_SUBTOPICS_MAX} subtopics`,
  difficultyInvalid: 'Choose easy, medium or hard',
  formatInvalid: 'Choose question formats from the list',
  noImageQuestions:
    'No image-based questions match these filters yet. MedSutra draws its own tracings and diagrams; photographs, slides and radiographs need licensed images, which an institution that holds them can import.',
  onlyOneOf: 'Choose at most one of: only unseen, only mistakes, only bookmarked, mistakes due for review',
  noMistakesDue: 'None of your mistakes is due for review now. Come back when the count shows one.',
  noMistakes: 'Your mistakes deck is empty: questions you get wrong are added to it.',
  noQuestions: 'No questions match these filters. Choose more subjects or fewer conditions.',
  sessionRequired: 'This answer does not name its practice session. Start a new session.',
  answerIdRequired: 'This answer is missing its id. Reload the page and answer again.',
  choiceRequired: 'Choose an option before you submit',
  sessionNotFound: 'This practice session does not exist. Start a new session.',
  sessionNotYours: 'This practice session belongs to another account.',
  questionNotInSession: 'This question is not part of this practice session.',
  choiceNotAnOption: 'That choice is not one of this question’s options. Reload the page and answer again.',
  alreadyAnswered: 'You have already answered this question in this session.',
  answerIdReused: 'This answer id was used for another question. Reload the page and answer again.',
  questionRequired: 'Choose a question to bookmark',
  questionNotFound: 'This question does not exist any more.',
  questionInOpenTest:
    'This question is in a test you have open. Answer it in the test: its answer and explanation open here once you submit the test.',
  loginRequired: 'Please log in to practise MCQs',
  loadFailed: 'The questions could not be loaded. Check your connection and try again.',
  answerFailed: 'Your answer could not be sent. Check your connection and try again.',
  xpEarned: (xp: number) => `+${xp} XP`,
  dailyCapReached: `You have earned today’s ${PRACTICE_XP_DAILY_CAP} XP from practice; keep going for the learning.`,
} as const;

const practiceModeSchema = z.enum(['tutor', 'exam']);
export type PracticeMode = z.infer<typeof practiceModeSchema>;

const practiceFiltersSchema = z
  .object({
    subjects: z
      .array(z.enum(LIBRARY_SUBJECT_IDS, mcqMessages.subjectInvalid))
      .max(LIBRARY_SUBJECT_IDS.length)
      .prefault([]),
    subtopics: z
      .array(
        z
          .string(mcqMessages.subtopicInvalid)
          .max(200, mcqMessages.subtopicInvalid)
          .regex(SUBTOPIC_ID, mcqMessages.subtopicInvalid),
        mcqMessages.subtopicInvalid,
      )
      .max(PRACTICE_FILTER_SUBTOPICS_MAX, mcqMessages.tooManySubtopics)
      .prefault([]),
    difficulty: z.array(z.enum(difficultySchema.options, mcqMessages.difficultyInvalid)).max(3).prefault([]),
    /** Only these formats (none chosen: every format). */
    formats: z.array(z.enum(QUESTION_FORMATS, mcqMessages.formatInvalid)).max(QUESTION_FORMATS.length).prefault([]),
    /** Only questions with a figure (image-based). */
    imageBased: z.boolean().prefault(false),
    onlyUnseen: z.boolean().prefault(false),
    onlyMistakes: z.boolean().prefault(false),
    onlyBookmarked: z.boolean().prefault(false),
    /** "Review my mistakes": only the mistakes deck's cards that are due now. */
    dueMistakes: z.boolean().prefault(false),
  })
  .refine(
    (f) => [f.onlyUnseen, f.onlyMistakes, f.onlyBookmarked, f.dueMistakes].filter(Boolean).length <= 1,
    mcqMessages.onlyOneOf,
  );
export type PracticeFilters = z.infer<typeof practiceFiltersSchema>;

export const practiceSessionRequestSchema = z.object({
  filters: practiceFiltersSchema.prefault({}),
  count: countField(PRACTICE_SESSION_MAX, mcqMessages.countInvalid).prefault(PRACTICE_SESSION_DEFAULT),
  mode: practiceModeSchema.prefault('tutor'),
});
export type PracticeSessionRequest = z.input<typeof practiceSessionRequestSchema>;

const practiceOptionSchema = z.object({ id: z.string(), text: z.string() });
export const practiceQuestionSchema = z.object({
  id: z.string(),
  ...questionBodyShape,
  options: z.array(practiceOptionSchema),
  ...questionPlaceShape,
  bookmarked: z.boolean(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const practiceSessionReplySchema = z.object({
  sessionId: z.string(),
  mode: practiceModeSchema,
  questions: z.array(practiceQuestionSchema),
});
export type PracticeSessionReply = z.infer<typeof practiceSessionReplySchema>;

export const practiceAnswerRequestSchema = z.object({
  sessionId: z.uuid(mcqMessages.sessionRequired),
  questionId: text(mcqMessages.questionRequired).min(1, mcqMessages.questionRequired).max(200),
  choice: text(mcqMessages.choiceRequired).min(1, mcqMessages.choiceRequired).max(100),
  /** Made by the client once per answer: sending it again changes nothing and gets the same reply. */
  answerId: z.uuid(mcqMessages.answerIdRequired),
});
export type PracticeAnswerRequest = z.infer<typeof practiceAnswerRequestSchema>;

export const practiceAnswerReplySchema = z.object({
  answerId: z.string(),
  questionId: z.string(),
  correct: z.boolean(),
  chosenOptionId: z.string(),
  correctOptionId: z.string(),
  explanation: z.string(),
  /** Why each option is right or wrong, when the question has that; in option order. */
  optionExplanations: z.array(z.object({ optionId: z.string(), text: z.string() })).nullable(),
  references: z.array(z.string()),
  /** What the question's figure shows (its catalogue's `shows`), shown with the answer; null without a figure. */
  figureShows: z.string().nullable(),
  /** The high-yield points of the question's subtopic, when it has notes. */
  notes: z.array(z.string()),
  /** XP this answer earned: PRACTICE_XP_BY_DIFFICULTY for a first correct answer under the day's cap. */
  xpAwarded: z.number().int(),
});
export type PracticeAnswerReply = z.infer<typeof practiceAnswerReplySchema>;

export const bookmarkRequestSchema = z.object({
  questionId: text(mcqMessages.questionRequired).min(1, mcqMessages.questionRequired).max(200),
  bookmarked: z.boolean(mcqMessages.questionRequired),
});
export type BookmarkRequest = z.infer<typeof bookmarkRequestSchema>;
export const bookmarkReplySchema = z.object({ questionId: z.string(), bookmarked: z.boolean() });
export type BookmarkReply = z.infer<typeof bookmarkReplySchema>;

/** The mistakes deck (FSRS): how many cards it holds, how many are due now, when the next falls due. */
export const mistakesDeckReplySchema = z.object({
  total: z.number().int(),
  due: z.number().int(),
  nextDue: z.string().nullable(),
});
export type MistakesDeckReply = z.infer<typeof mistakesDeckReplySchema>;
