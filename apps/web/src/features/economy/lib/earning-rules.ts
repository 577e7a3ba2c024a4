/** How XP and Med Coins are earned, built from the contract's figures for the level and task pages. */

import type { LedgerKind } from '@medsutra/contract/economy/api';
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import {
  AI_TOOL_XP_PERCENT,
  DAILY_LOGIN_XP,
  FLASHCARD_REVIEW_XP,
  FLASHCARD_XP_DAILY_CAP,
  MEDSTAGRAM_SHARE_XP,
  PEARL_CREATED_XP,
  PEARL_XP_MIN_CHARS,
  PEARLS_PAID_PER_DAY,
  PRACTICE_XP_BY_DIFFICULTY,
  PRACTICE_XP_DAILY_CAP,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  REVISION_SUBTOPIC_XP,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
  TEST_BONUS_MIN_ANSWERED_PERCENT,
  TEST_FINISHED_XP,
  TEST_XP_PER_CORRECT,
} from '@medsutra/contract/economy/table';
import {
  REVISION_CHECK_PASS,
  REVISION_CHECK_SIZE,
  REVISION_NOTE_READ_SECONDS,
} from '@medsutra/contract/revision/screen';

const tasks = economyUiMessages.tasks;
const details = economyUiMessages.details;

export interface EarningRule {
  /** The ledger kind its entries carry. */
  kind: LedgerKind;
  title: string;
  /** What one occurrence pays, as a phrase. */
  reward: string;
  /** XP one occurrence pays, when fixed. */
  xpEach: number | null;
  /** Med Coins one occurrence pays, when fixed. */
  coinsEach: number | null;
  /** When it pays, in a sentence, where that is more than "each time". */
  rule?: string;
}

export const EARNING_RULES: readonly EarningRule[] = [
  {
    kind: 'daily_login',
    title: tasks.dailyLogin,
    reward: `${details.xpAmount(DAILY_LOGIN_XP)}, ${details.once}`,
    xpEach: DAILY_LOGIN_XP,
    coinsEach: null,
  },
  {
    kind: 'streak_bonus',
    title: tasks.streak,
    reward: economyUiMessages.balances.streakHint(STREAK_BONUS_EVERY_DAYS, STREAK_BONUS_COINS),
    xpEach: null,
    coinsEach: STREAK_BONUS_COINS,
  },
  {
    kind: 'practice',
    title: tasks.practice,
    reward: tasks.practiceEach(
      PRACTICE_XP_BY_DIFFICULTY.easy,
      PRACTICE_XP_BY_DIFFICULTY.medium,
      PRACTICE_XP_BY_DIFFICULTY.hard,
    ),
    xpEach: null,
    coinsEach: null,
    rule: tasks.practiceRule(PRACTICE_XP_DAILY_CAP),
  },
  {
    kind: 'test',
    title: tasks.test,
    reward: tasks.testEach(TEST_XP_PER_CORRECT, TEST_FINISHED_XP),
    xpEach: null,
    coinsEach: null,
    rule: tasks.testRule(TEST_BONUS_MIN_ANSWERED_PERCENT),
  },
  {
    kind: 'pearl',
    title: tasks.pearl,
    reward: details.xpAmount(PEARL_CREATED_XP),
    xpEach: PEARL_CREATED_XP,
    coinsEach: null,
    rule: tasks.pearlRule(PEARLS_PAID_PER_DAY, PEARL_XP_MIN_CHARS),
  },
  {
    kind: 'share',
    title: tasks.share,
    reward: details.xpAmount(MEDSTAGRAM_SHARE_XP),
    xpEach: MEDSTAGRAM_SHARE_XP,
    coinsEach: null,
  },
  {
    kind: 'revision',
    title: tasks.revision,
    reward: details.xpAmount(REVISION_SUBTOPIC_XP),
    xpEach: REVISION_SUBTOPIC_XP,
    coinsEach: null,
    rule: tasks.revisionRule(REVISION_NOTE_READ_SECONDS, REVISION_CHECK_PASS, REVISION_CHECK_SIZE),
  },
  {
    kind: 'flashcards',
    title: tasks.flashcards,
    reward: details.xpAmount(FLASHCARD_REVIEW_XP),
    xpEach: FLASHCARD_REVIEW_XP,
    coinsEach: null,
    rule: tasks.flashcardsRule(FLASHCARD_XP_DAILY_CAP),
  },
  {
    kind: 'referral',
    title: tasks.referral,
    reward: `${details.coinsAmount(REFERRAL_REWARD_COINS)} + ${details.xpAmount(REFERRAL_REWARD_XP)}`,
    xpEach: REFERRAL_REWARD_XP,
    coinsEach: REFERRAL_REWARD_COINS,
  },
  {
    kind: 'ai_spend',
    title: tasks.aiTools,
    reward: tasks.aiToolsEach(AI_TOOL_XP_PERCENT),
    xpEach: null,
    coinsEach: null,
    rule: tasks.aiToolsRule,
  },
];
