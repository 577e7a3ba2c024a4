/** How XP and Med Coins are earned, built from the contract's figures for the level and task pages. */

import type { LedgerKind } from '@medsutra/contract/economy/api';
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import {
  AI_TOOL_XP_PERCENT,
  DAILY_LOGIN_XP,
  MEDSTAGRAM_SHARE_XP,
  PEARL_CREATED_XP,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  REVISION_SUBTOPIC_XP,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
} from '@medsutra/contract/economy/table';

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
    kind: 'pearl',
    title: tasks.pearl,
    reward: details.xpAmount(PEARL_CREATED_XP),
    xpEach: PEARL_CREATED_XP,
    coinsEach: null,
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
  },
];
