/**
 * The words of the Practice, Revise and More tabs' pages (decision 118) and of the dashboard's
 * "Today" section (decision 119). Each page is its own lazy chunk, so none of this is in the
 * shell's first load.
 */

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const hubMessages = {
  practice: {
    mcq: 'Questions by subject, subtopic, difficulty and format, each with its explanation and reference.',
    mistakesTitle: 'Mistakes deck',
    mistakesDue: (due: number) => `${plural(due, 'mistake')} due for review now`,
    mistakesNoneDue: (total: number) => `${plural(total, 'mistake')} in your deck, none due now`,
    mistakesEmpty: 'Questions you get wrong come back here on a schedule until you know them.',
    mistakesNone: 'No mistakes in it yet',
    test: 'The NEET PG, INICET or FMGE pattern, or a short test of your own; every question reviewed after.',
    grandTests: 'One full-length paper for everyone in the same window, with an all-India rank.',
    subjectAnalysis: 'Your accuracy in each subject, and its weakest subtopics first.',
    weakSubtopics: (count: number) =>
      count === 0 ? 'No weak subtopic yet' : `${plural(count, 'weak subtopic')} to practise`,
    userAnalytics: 'Your weeks, your practice streak and how ready your practice shows you are.',
    flashcards: 'Your wrong answers as cards in “My mistakes”, with library and your own decks.',
  },
  revise: {
    smartTitle: 'Smart revision tracker',
    dueToday: (due: number) => (due === 0 ? 'Nothing due today' : `${plural(due, 'subtopic')} due today`),
    smartLine: 'Due reviews first, then where to start, weighted by exam weight, yield and your weak subjects.',
    topicTracker: 'All 745 subtopics by subject, and when each comes back.',
    plansTitle: 'Your study plans',
    planProgress: (done: number, total: number) => `Your latest plan: ${done} of ${total} done`,
    plansLine: 'Each day’s items, ticked as you go; missed days move to the days left.',
    noPlan: 'No study plan yet: make one for free.',
    formulaPlanner: 'Free: a day-by-day plan to your exam date, from a formula you can read.',
    aiPlanner: 'A plan with your subjects weighed by an AI model (20 Med Coins when a model writes it).',
    library: 'The notes for every subtopic, by subject, with their references.',
    flashcards: 'Cards from the library, your mistakes and your own, on one schedule; works offline.',
    cardsDue: (due: number) => (due === 0 ? 'No cards due now' : `${plural(due, 'card')} due today`),
  },
  more: {
    title: 'More',
    admin: 'Users, moderation, the library and the audit log.',
  },
  /** Shown on a line whose count could not be loaded; the link still works. */
  countFailed: 'The count could not be loaded.',
  loading: 'Loading…',
  today: {
    title: 'Today',
    intro: 'What to do today, most urgent first.',
    revision: 'Revision',
    revisionDue: (due: number, first: string) =>
      due === 1 ? `1 subtopic due: ${first}` : `${due} subtopics due, starting with ${first}`,
    revisionNoneDue: (first: string | undefined) =>
      first ? `Nothing due. Start with ${first}.` : 'Nothing due today.',
    revise: 'Revise now',
    mistakes: 'Mistakes deck',
    reviewMistakes: 'Review them',
    plan: 'Your plan',
    planNext: (title: string) => `Next: ${title}`,
    planDoneToday: 'Everything in your plan for today is done.',
    planNothingToday: 'Your plan has nothing for today.',
    noPlan: 'No study plan yet. Make one for free: it spreads the syllabus over the days to your exam.',
    makePlan: 'Make a plan',
    openPlan: 'Open the plan',
    weak: 'Weak in practice',
    weakSubject: (name: string, accuracy: number) => `${name} ${accuracy}%`,
    practiseWeak: 'Practise them',
    weakNone: 'No weak subject yet: answer more questions and the weakest show here.',
    weakLink: 'See the weakest subtopics',
    startPractice: 'Start practice',
    takeTest: 'Take a test',
    failed: 'Could not be loaded. Check your connection.',
    progressTitle: 'Your progress',
  },
} as const;
