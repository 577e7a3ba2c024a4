/**
 * Practice analytics: a student's accuracy and counts per subject (`/subject-analysis`), and per
 * subtopic within one subject, weakest first (`/analysis/:subject`). Counted from practice answers.
 */
import { z } from 'zod';
import { LIBRARY_SUBJECT_IDS } from './library/content.ts';

export const mcqAnalyticsPaths = {
  subjects: '/api/analytics/subjects',
  subject: '/api/analytics/subjects/:subjectId',
} as const;
export const mcqAnalyticsSubjectPath = (subjectId: string) =>
  `/api/analytics/subjects/${encodeURIComponent(subjectId)}`;
/** The practice screen started on chosen subtopics (`?subtopics=a,b`). */
export const practiceSubtopicsHref = (subtopicIds: readonly string[]) =>
  `/mcqsolving?subtopics=${subtopicIds.map(encodeURIComponent).join(',')}`;
/** How many of the weakest subtopics the "practise them" button takes. */
export const WEAKEST_SUBTOPICS_TO_PRACTISE = 5;

export const mcqAnalyticsMessages = {
  subjectNotFound: 'There is no such subject. Choose one from the subject analysis.',
  title: 'Subject analysis',
  description: 'Your accuracy in each subject, from your MCQ practice.',
  loadFailed: 'Your analysis could not be loaded. Check your connection and try again.',
  nothingYet: 'You have not answered any questions yet. Practise a few and your analysis appears here.',
  accuracy: 'Accuracy',
  questionsDone: 'Questions done',
  answers: 'Answers',
  notStarted: 'Not started',
  percent: (value: number) => `${value}%`,
  weakestFirst: 'Subtopics, weakest first',
  noSubtopicsYet: 'No answers in this subject yet.',
  practiseWeakest: 'Practise my weakest subtopics',
  practiseSubtopic: 'Practise',
  backToSubjects: 'All subjects',
} as const;

const countsSchema = z.object({
  /** Answers given (every attempt counts). */
  answers: z.number().int(),
  correct: z.number().int(),
  /** Different questions answered at least once. */
  questionsDone: z.number().int(),
  /** Correct answers as a whole percentage of answers; null before the first answer. */
  accuracy: z.number().int().nullable(),
});
export type PracticeCounts = z.infer<typeof countsSchema>;

export const subjectAnalyticsSchema = countsSchema.extend({ subjectId: z.string(), name: z.string() });
export type SubjectAnalytics = z.infer<typeof subjectAnalyticsSchema>;
export const subjectsAnalyticsReplySchema = z.object({
  total: countsSchema,
  subjects: z.array(subjectAnalyticsSchema),
});
export type SubjectsAnalyticsReply = z.infer<typeof subjectsAnalyticsReplySchema>;

export const subjectAnalyticsParamsSchema = z.object({
  subjectId: z.enum(LIBRARY_SUBJECT_IDS, mcqAnalyticsMessages.subjectNotFound),
});
export const subtopicAnalyticsSchema = countsSchema.extend({ subtopicId: z.string(), name: z.string() });
export type SubtopicAnalytics = z.infer<typeof subtopicAnalyticsSchema>;
export const subjectDetailReplySchema = z.object({
  subject: subjectAnalyticsSchema,
  /** Only subtopics with answers, weakest (lowest accuracy, then most answers) first. */
  subtopics: z.array(subtopicAnalyticsSchema),
});
export type SubjectDetailReply = z.infer<typeof subjectDetailReplySchema>;
