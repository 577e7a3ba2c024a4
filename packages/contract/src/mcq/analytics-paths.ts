/**
 * Practice analytics' paths, links and limits without zod: the dashboard's Today section reads
 * the weakest subtopics with these alone (analytics.ts re-exports them with the schemas).
 */
export const mcqAnalyticsPaths = {
  subjects: '/api/analytics/subjects',
  subject: '/api/analytics/subjects/:subjectId',
  overview: '/api/analytics/overview',
  /** The student's weakest subtopics across every subject (decision 119). */
  weakSubtopics: '/api/analytics/weak-subtopics',
} as const;
export const mcqAnalyticsSubjectPath = (subjectId: string) =>
  `/api/analytics/subjects/${encodeURIComponent(subjectId)}`;
/** The practice screen started on chosen subtopics (`?subtopics=a,b`). */
export const practiceSubtopicsHref = (subtopicIds: readonly string[]) =>
  `/mcqsolving?subtopics=${subtopicIds.map(encodeURIComponent).join(',')}`;
/** How many of the weakest subtopics the "practise them" button takes. */
export const WEAKEST_SUBTOPICS_TO_PRACTISE = 5;
/** A subtopic counts as weak once the student has answered it this many times… */
export const WEAK_SUBTOPIC_MIN_ANSWERS = 3;
/** …below this accuracy (percent), the same bar the revision tracker sets for a weak subject. */
export const WEAK_SUBTOPIC_BELOW_ACCURACY = 60;
/**
 * A subject counts as weak once the student has answered this many of its questions below
 * WEAK_SUBTOPIC_BELOW_ACCURACY: the revision tracker's weak subjects and the planner's order.
 */
export const WEAK_SUBJECT_MIN_ANSWERS = 5;
