/** The words of the test screen (`/test`). No zod here: the page imports it alone. */
export const testScreenText = {
  title: 'Tests',
  description: 'Full-length tests in the NEET PG, INICET and FMGE patterns, or your own.',
  choosePattern: 'Choose a test',
  patterns: {
    'neet-pg': 'NEET PG: 200 questions, 210 minutes, +4 / −1',
    inicet: 'INICET: 200 questions, 180 minutes, +1 / −⅓',
    fmge: 'FMGE: 300 questions in two parts of 150, 150 minutes each, no negative marking',
    custom: 'Custom: your number of questions and minutes, +1 / 0',
  },
  customCount: 'Questions',
  customMinutes: 'Minutes',
  start: 'Start test',
  starting: 'Preparing your test...',
  loadFailed: 'The test could not be loaded. Check your connection and try again.',
  timeLeft: 'Time left',
  part: (part: number) => `Part ${part}`,
  questionOf: (index: number, total: number) => `Question ${index} of ${total}`,
  previous: 'Previous',
  next: 'Save and next',
  markForReview: 'Mark for review',
  unmarkForReview: 'Unmark review',
  clear: 'Clear answer',
  palette: 'Question palette',
  legend: {
    answered: 'Answered',
    unanswered: 'Not answered',
    marked: 'Marked for review',
    notVisited: 'Not visited',
    unsaved: 'Not yet saved to the server',
  },
  submitWhenOnline:
    'You are offline. Your answers are kept on this device, and the test is submitted as soon as the connection returns.',
  offlineCopy:
    'Offline: this test is opened from this device. Your answers are kept here and sent when you are back online.',
  unsynced: (count: number) => `${count} answer${count === 1 ? '' : 's'} saved on this device, waiting to be sent`,
  allSynced: 'All answers saved',
  submit: 'Submit test',
  submitConfirm: (unanswered: number) =>
    unanswered > 0 ? `Submit now? ${unanswered} questions are not answered.` : 'Submit now?',
  submitting: 'Submitting...',
  timeUp: 'Time is up. Your test is being submitted.',
  resultTitle: 'Your result',
  score: (score: number, max: number) => `Score: ${score} / ${max}`,
  counts: (correct: number, wrong: number, unanswered: number) =>
    `${correct} correct, ${wrong} wrong, ${unanswered} not answered`,
  xp: (xp: number) => `+${xp} XP for finishing a full-length test`,
  subject: 'Subject',
  correct: 'Correct',
  wrong: 'Wrong',
  unanswered: 'Not answered',
  subjectScore: 'Score',
  newTest: 'Take another test',
  percentile: (value: number, takers: number) =>
    `Percentile ${value}: ${value}% of the ${takers} students who took this test (you included) scored at or below your score.`,
  percentileNeeded: (needed: number) =>
    `Your percentile appears once ${needed} more student${needed === 1 ? '' : 's'} take${needed === 1 ? 's' : ''} this test.`,
} as const;
