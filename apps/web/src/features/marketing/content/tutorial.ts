/**
 * The app tutorial the sign-in page links to ("Watch the app tutorial"): a short illustrated
 * walk-through of a student's first week, as this install runs it. Each step names what the
 * student does and what the app gives back; nothing here promises more than the app does.
 */
export type TutorialIcon = 'account' | 'practice' | 'test' | 'revise' | 'notes' | 'rewards';

export interface TutorialStep {
  icon: TutorialIcon;
  title: string;
  body: string;
  /** What the screen shows at this step, drawn as a small card beside the words. */
  screen: readonly string[];
}

export const TUTORIAL_TITLE = 'App tutorial: your first week in six steps';
export const TUTORIAL_LEAD =
  'A walk through the screens you will use most, in the order most students meet them. It takes about two minutes to read.';

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    icon: 'account',
    title: 'Create your account',
    body: 'Sign up with your email (or Google, where this install offers it) and a welcome bonus of Med Coins arrives. Verify the address from the mail we send. An account can be used on two devices; you can free a slot for a new phone from Manage devices.',
    screen: ['Sign up', 'Welcome bonus credited', 'Verify your email'],
  },
  {
    icon: 'practice',
    title: 'Practise MCQs by subject',
    body: 'Choose subjects, subtopics, difficulty or question format (including the INICET formats: statements, match the following, sequence and assertion–reason). Every answer shows why the key is right and why each other option is wrong, with the book or guideline it comes from.',
    screen: ['Subject: Pathology', 'Option B chosen', 'Why each option is right or wrong'],
  },
  {
    icon: 'test',
    title: 'Sit a timed test',
    body: 'Start a test on the NEET PG, INICET or FMGE pattern, with its marking. The timer stays on screen, answers are saved on your phone even when the network drops, and after you submit you can review every question with the key, the explanation and the time you spent.',
    screen: ['NEET PG pattern', 'Timer and question palette', 'Review after submitting'],
  },
  {
    icon: 'revise',
    title: 'Revise what is due',
    body: 'The revision tracker schedules each of the 745 subtopics and your mistakes for the day you are likely to forget them. Read the note or pass a short check, rate how well you knew it, and the app shows when it will come back.',
    screen: ['Due today: 12', 'Read the note', 'Back in 4 days'],
  },
  {
    icon: 'notes',
    title: 'Read notes and ask the tutor',
    body: 'Each subtopic has a review note with tables and exam traps. The tutor answers from the MedSutra library and shows its sources; when no AI model is set up on this install, it says its answer comes from the library offline.',
    screen: ['Note: Necrosis', 'Ask the tutor', 'Sources from the library'],
  },
  {
    icon: 'rewards',
    title: 'Earn XP, keep your streak',
    body: 'XP comes from learning: correct answers, tests you finish, subtopics you revise. A daily login keeps your streak. Med Coins pay for the case tools and the mindmap maker; XP moves you up the levels and the leaderboards.',
    screen: ['+3 XP for a correct answer', 'Streak: 5 days', 'Level 2'],
  },
];
