/**
 * What a balance refresh means for the student: the values to show (the last known ones where a
 * call failed), whether the level rose, and the daily-login toast.
 */
import type { MedCoinsBalanceReply, XpBalanceReply } from '@medsutra/contract/economy/api';
import type { Balances } from '@/lib/balances';

export type { Balances };

/** New values where a call succeeded, the previous ones where it failed. */
export function mergeBalances(
  previous: Balances | undefined,
  coins: MedCoinsBalanceReply | null,
  xp: XpBalanceReply | null,
): Balances {
  return { coins: coins ?? previous?.coins ?? null, xp: xp ?? previous?.xp ?? null };
}

/** The level reached when it is above the last one this student saw, else null. */
export function levelReached(lastSeenLevel: number | null, currentLevel: number): number | null {
  if (lastSeenLevel === null) return null;
  return currentLevel > lastSeenLevel ? currentLevel : null;
}

export interface DailyLoginNotice {
  streakDays: number;
  isNewStreak: boolean;
  streakBonus: number;
}

/** The toast's facts when this refresh paid today's daily login, else null. */
export function dailyLoginNotice(coins: MedCoinsBalanceReply | null): DailyLoginNotice | null {
  if (!coins?.dailyLoginAwarded) return null;
  return { streakDays: coins.streakDays, isNewStreak: coins.isNewStreak, streakBonus: coins.streakBonus };
}

/** Whether anything a history or leaderboard page shows may have changed. */
export function balancesChanged(previous: Balances | undefined, next: Balances): boolean {
  if (!previous) return false;
  return previous.coins?.balance !== next.coins?.balance || previous.xp?.xpBalance !== next.xp?.xpBalance;
}
