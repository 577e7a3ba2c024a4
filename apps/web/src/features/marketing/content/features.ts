import {
  DAILY_LOGIN_XP,
  MEDSTAGRAM_SHARE_XP,
  PEARL_CREATED_XP,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  REVISION_SUBTOPIC_COUNT,
  REVISION_SUBTOPIC_XP,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
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
  `${n(DAILY_LOGIN_XP)} XP for your first login each day, and ${n(STREAK_BONUS_COINS)} Med Coins for every ${STREAK_BONUS_EVERY_DAYS} days in a row.`,
  `${n(PEARL_CREATED_XP)} XP for each pearl you write and ${n(MEDSTAGRAM_SHARE_XP)} XP for each share to Medstagram.`,
  `${n(REVISION_SUBTOPIC_XP)} XP for each of the ${n(REVISION_SUBTOPIC_COUNT)} revision subtopics you complete.`,
  `${n(REFERRAL_REWARD_COINS)} Med Coins and ${n(REFERRAL_REWARD_XP)} XP when a friend joins with your referral code.`,
  'XP on every AI tool you use, and a Med Coin bonus each time you reach a new level.',
];

export const REWARD_LINKS = [
  { to: paths.profileSystem, label: 'How levels work' },
  { to: paths.leaderboard, label: 'Leaderboard' },
  { to: paths.referral, label: 'Refer a friend' },
  { to: paths.pricing, label: 'Plans and Med Coin packs' },
] as const;
