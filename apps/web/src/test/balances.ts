/** The balance replies as the server sends them, for tests that need a student's coins or XP. */
import type { MedCoinsBalanceReply, XpBalanceReply } from '@medsutra/contract/economy/api';

/** `balance` Med Coins on a one-day streak with no login award today; `extra` changes the rest. */
export const coinsBalanceReply = (
  balance: number,
  extra: Partial<MedCoinsBalanceReply> = {},
): MedCoinsBalanceReply => ({
  success: true,
  balance,
  streakDays: 1,
  dailyLoginAwarded: false,
  isNewStreak: false,
  streakBonus: 0,
  ...extra,
});

export const xpBalanceReply = (xpBalance: number, currentLevel = 1): XpBalanceReply => ({
  success: true,
  xpBalance,
  currentLevel,
});
