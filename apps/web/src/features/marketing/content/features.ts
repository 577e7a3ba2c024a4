import {
  AI_TOOL_XP_PERCENT,
  DAILY_LOGIN_XP,
  MEDSTAGRAM_SHARE_XP,
  PEARL_CREATED_XP,
  PEARL_XP_MIN_CHARS,
  PEARLS_PAID_PER_DAY,
  PRACTICE_XP_BY_DIFFICULTY,
  PRACTICE_XP_DAILY_CAP,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  REVISION_SUBTOPIC_COUNT,
  REVISION_SUBTOPIC_XP,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
  TEST_BONUS_MIN_ANSWERED_PERCENT,
  TEST_FINISHED_XP,
  TEST_XP_PER_CORRECT,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy/table';
import { PRODUCT_NAME } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';
import type { StudyToolId } from './study-tools';

export const FEATURES_LEAD = `${PRODUCT_NAME} replaces the AI chat app, the messaging groups full of forwarded PDFs and the photo feed you used to study with. Here is everything it does, and a few short pieces on how to study with it.`;

/** Sections a link can ask the page to scroll to with `?section=`. */
export const LINKABLE_SECTIONS = ['features', 'tutorial', 'rewards', 'blog'] as const;
export type LinkableSection = (typeof LINKABLE_SECTIONS)[number];

export const FEATURE_GROUPS: readonly { title: string; intro: string; tools: readonly StudyToolId[] }[] = [
  {
    title: 'Learn with AI',
    intro: 'A tutor that never sleeps, and case tools that make you reason like you would on rounds.',
    tools: ['tutorChat', 'neuroCase', 'gastroCase', 'wardDx', 'imageAnalyser', 'caseGenerator', 'researchAssistant'],
  },
  {
    title: 'Plan, practise and revise',
    intro: 'Turn a syllabus into days, questions and ticked-off subtopics.',
    tools: ['studyPlanner', 'conceptMaker', 'mindmap', 'mcqPractice', 'revisionTracker'],
  },
  {
    title: 'Notes and community',
    intro: 'Your PDFs in one place, and a feed where classmates share what helps.',
    tools: ['notesStore', 'notesMarketplace', 'medstagram', 'pearls'],
  },
];

const n = (value: number) => value.toLocaleString('en-IN');

export const REWARD_LINES: readonly string[] = [
  `${n(WELCOME_BONUS_COINS)} Med Coins when you create your account.`,
  `XP for learning: ${PRACTICE_XP_BY_DIFFICULTY.easy}, ${PRACTICE_XP_BY_DIFFICULTY.medium} or ${PRACTICE_XP_BY_DIFFICULTY.hard} XP for your first correct answer to an easy, medium or hard question (up to ${n(PRACTICE_XP_DAILY_CAP)} a day), and ${TEST_XP_PER_CORRECT} XP per correct answer in a test, with ${n(TEST_FINISHED_XP)} more for a full-length test you answer at least ${TEST_BONUS_MIN_ANSWERED_PERCENT}% of.`,
  `${n(REVISION_SUBTOPIC_XP)} XP for each of the ${n(REVISION_SUBTOPIC_COUNT)} revision subtopics you complete by reading its note or passing its short check.`,
  `${n(DAILY_LOGIN_XP)} XP for your first login each day, and ${n(STREAK_BONUS_COINS)} Med Coins for every ${STREAK_BONUS_EVERY_DAYS} days in a row.`,
  `${n(PEARL_CREATED_XP)} XP for each of your first ${PEARLS_PAID_PER_DAY} pearls a day (of at least ${PEARL_XP_MIN_CHARS} characters) and ${n(MEDSTAGRAM_SHARE_XP)} XP for each share to Medstagram.`,
  `${n(REFERRAL_REWARD_COINS)} Med Coins and ${n(REFERRAL_REWARD_XP)} XP when a friend joins with your referral code.`,
  `XP worth ${AI_TOOL_XP_PERCENT}% of the Med Coins an AI tool costs, when you finish a run, and a Med Coin bonus each time you reach a new level.`,
];

export const REWARD_LINKS = [
  { to: paths.profileSystem, label: 'How levels work' },
  { to: paths.leaderboard, label: 'Leaderboard' },
  { to: paths.referral, label: 'Refer a friend' },
  { to: paths.pricing, label: 'Plans and Med Coin packs' },
] as const;
