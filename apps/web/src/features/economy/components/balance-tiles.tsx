/** The four balances as tiles (dashboard, tracking pages), read from the header's shared cache. */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { STREAK_BONUS_COINS, STREAK_BONUS_EVERY_DAYS } from '@medsutra/contract/economy/table';
import { Award, Coins, Flame, Zap } from 'lucide-react';
import { useBalances } from '../api/get-balances';
import { formatCount } from '../lib/format';
import { StatTile } from './stat-tile';

const text = economyUiMessages.balances;
const icon = 'size-4';

export function BalanceTiles({
  email,
  show = ['coins', 'xp', 'level', 'streak'],
}: {
  email: string;
  show?: readonly ('coins' | 'xp' | 'level' | 'streak')[];
}) {
  const { data } = useBalances(email);
  const coins = data?.coins;
  const xp = data?.xp;
  const tiles = {
    coins: (
      <StatTile
        key="coins"
        label={text.coins}
        icon={<Coins aria-hidden="true" className={`${icon} text-accent`} />}
        value={coins ? formatCount(coins.balance) : null}
      />
    ),
    xp: (
      <StatTile
        key="xp"
        label={text.xp}
        icon={<Zap aria-hidden="true" className={`${icon} text-primary`} />}
        value={xp ? formatCount(xp.xpBalance) : null}
      />
    ),
    level: (
      <StatTile
        key="level"
        label={text.level}
        icon={<Award aria-hidden="true" className={`${icon} text-primary`} />}
        value={xp ? String(xp.currentLevel) : null}
      />
    ),
    streak: (
      <StatTile
        key="streak"
        label={text.streak}
        icon={<Flame aria-hidden="true" className={`${icon} text-danger`} />}
        value={coins ? text.streakDays(coins.streakDays) : null}
        hint={text.streakHint(STREAK_BONUS_EVERY_DAYS, STREAK_BONUS_COINS)}
      />
    ),
  };
  return (
    <div className={show.length > 2 ? 'grid grid-cols-2 gap-3 sm:grid-cols-4' : 'grid grid-cols-2 gap-3'}>
      {show.map((name) => tiles[name])}
    </div>
  );
}
