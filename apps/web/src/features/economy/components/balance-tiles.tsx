/** The four balances as tiles (dashboard, tracking pages), read from the header's shared cache. */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { STREAK_BONUS_COINS, STREAK_BONUS_EVERY_DAYS } from '@medsutra/contract/economy/table';
import { Award, Coins, Flame, type LucideIcon, Zap } from 'lucide-react';
import { useBalances } from '../api/get-balances';
import { formatCount } from '../lib/format';
import { StatTile } from './stat-tile';

const text = economyUiMessages.balances;
const icon = 'size-4';

type Tile = 'coins' | 'xp' | 'level' | 'streak';

/** Each tile's label and its icon in its colour. */
const TILES: Record<Tile, { label: string; Icon: LucideIcon; tone: string }> = {
  coins: { label: text.coins, Icon: Coins, tone: 'text-accent' },
  xp: { label: text.xp, Icon: Zap, tone: 'text-primary' },
  level: { label: text.level, Icon: Award, tone: 'text-primary' },
  streak: { label: text.streak, Icon: Flame, tone: 'text-danger' },
};

export function BalanceTiles({
  email,
  show = ['coins', 'xp', 'level', 'streak'],
}: {
  email: string;
  show?: readonly Tile[];
}) {
  const { data } = useBalances(email);
  const coins = data?.coins;
  const xp = data?.xp;
  const values: Record<Tile, string | null> = {
    coins: coins ? formatCount(coins.balance) : null,
    xp: xp ? formatCount(xp.xpBalance) : null,
    level: xp ? String(xp.currentLevel) : null,
    streak: coins ? text.streakDays(coins.streakDays) : null,
  };
  return (
    <div className={show.length > 2 ? 'grid grid-cols-2 gap-3 sm:grid-cols-4' : 'grid grid-cols-2 gap-3'}>
      {show.map((name) => {
        const { label, Icon, tone } = TILES[name];
        return (
          <StatTile
            key={name}
            label={label}
            icon={<Icon aria-hidden="true" className={`${icon} ${tone}`} />}
            value={values[name]}
            hint={name === 'streak' ? text.streakHint(STREAK_BONUS_EVERY_DAYS, STREAK_BONUS_COINS) : undefined}
          />
        );
      })}
    </div>
  );
}
