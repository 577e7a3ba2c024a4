/** The daily challenge's amounts, path and words, without zod (the dashboard card loads only this). */
export const mcqDailyPaths = { challenge: '/api/mcq/daily-challenge' } as const;
export const DAILY_CHALLENGE_SIZE = 5;
export const DAILY_CHALLENGE_XP_PER_CORRECT = 10;
export const DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP = 20;

export const dailyChallengeText = {
  title: 'Daily challenge',
  description: (size: number) =>
    `${size} questions, the same for everyone today. 10 XP per correct answer, 20 more for all ${size}.`,
  loadFailed: 'Today’s challenge could not be loaded. Check your connection and try again.',
  progress: (answered: number, total: number) => `${answered} of ${total} answered`,
  submit: 'Submit answer',
  next: 'Next question',
  correct: 'Correct',
  wrong: 'Not quite',
  done: (correct: number, total: number) => `Done for today: ${correct} of ${total} correct.`,
  allCorrect: (xp: number) => `All correct: +${xp} XP bonus`,
  answerFailed: 'Your answer could not be sent. Check your connection and try again.',
} as const;
