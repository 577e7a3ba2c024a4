import { describe, expect, it } from 'vitest';
import { coinsBalanceReply, xpBalanceReply } from '@/test/balances';
import { balancesChanged, dailyLoginNotice, levelReached, mergeBalances } from './balance-changes';

const coins = coinsBalanceReply;
const xp = xpBalanceReply;

describe('the balances shown after a refresh', () => {
  it('keeps the last known values of a call that failed', () => {
    const before = { coins: coins(250), xp: xp(50) };
    expect(mergeBalances(before, null, null)).toEqual(before);
    expect(mergeBalances(before, coins(150), null)).toEqual({ coins: coins(150), xp: xp(50) });
    expect(mergeBalances(undefined, null, xp(10))).toEqual({ coins: null, xp: xp(10) });
  });

  it('reports a change only when a balance moved', () => {
    const before = { coins: coins(250), xp: xp(50) };
    expect(balancesChanged(undefined, before)).toBe(false);
    expect(balancesChanged(before, { coins: coins(250), xp: xp(50) })).toBe(false);
    expect(balancesChanged(before, { coins: coins(150), xp: xp(50) })).toBe(true);
    expect(balancesChanged(before, { coins: coins(250), xp: xp(100) })).toBe(true);
  });
});

describe('the level-up animation', () => {
  it('plays when the level rises above the last one seen, not on a first visit or the same level', () => {
    expect(levelReached(1, 2)).toBe(2);
    expect(levelReached(1, 3)).toBe(3);
    expect(levelReached(2, 2)).toBeNull();
    expect(levelReached(null, 4)).toBeNull();
  });
});

describe('the daily-login toast', () => {
  it('shows only on the call that paid the daily login, with the streak bonus', () => {
    expect(dailyLoginNotice(coins(250))).toBeNull();
    expect(dailyLoginNotice(null)).toBeNull();
    expect(dailyLoginNotice(coins(300, { dailyLoginAwarded: true, streakDays: 7, streakBonus: 50 }))).toEqual({
      streakDays: 7,
      isNewStreak: false,
      streakBonus: 50,
    });
  });
});
