/**
 * The header chip on every signed-in page: Med Coins, XP, level and streak, kept fresh by the
 * balances query (`use-balance-refresh.ts`), with the daily-login toast and the level-up
 * celebration. Loaded lazily by the signed-in layout, so none of it weighs on the sign-in page.
 */
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { paths } from '@medsutra/contract/routes';
import { Award, Coins, Flame, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatCompact, formatCount } from '../lib/format';
import { useBalanceRefresh } from '../lib/use-balance-refresh';
import { LevelUpCelebration } from './level-up-celebration';

const text = economyUiMessages.chip;

/** One value; its words show only on wide screens (the chip's label reads them all out). */
function ChipValue({
  icon,
  value,
  short = value,
  before,
  after,
}: {
  icon: ReactNode;
  value: string;
  /** What a narrow header shows instead (1.2K for 1,150). */
  short?: string;
  before?: string;
  after?: string;
}) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      {icon}
      {before ? <span className="text-muted max-lg:sr-only">{before}</span> : null}
      <span className="font-semibold text-ink lg:hidden">{short}</span>
      <span className="font-semibold text-ink max-lg:hidden">{value}</span>
      {after ? <span className="text-muted max-lg:sr-only">{after}</span> : null}
    </span>
  );
}

export default function BalanceChip({ email }: { email: string }) {
  const { balances, levelUp, dismissLevelUp } = useBalanceRefresh(email);
  const { data, isError } = balances;
  const coins = data?.coins ? formatCount(data.coins.balance) : text.unknown;
  const xp = data?.xp ? formatCount(data.xp.xpBalance) : text.unknown;
  const level = data?.xp ? String(data.xp.currentLevel) : text.unknown;
  const streak = data?.coins ? String(data.coins.streakDays) : text.unknown;
  const iconClass = 'size-3.5 shrink-0';

  return (
    <>
      <Link
        to={paths.dashboard}
        title={isError && data ? text.stale : undefined}
        data-testid="balance-chip"
        className={cn(
          'grid min-h-11 min-w-[6.75rem] grid-cols-[auto_auto] content-center gap-x-2.5 gap-y-0.5 rounded-lg border border-border bg-surface-muted px-2 py-1',
          'text-xs leading-4 tabular-nums hover:border-primary sm:flex sm:items-center sm:gap-3 sm:text-sm',
          isError && data ? 'border-dashed' : null,
        )}
      >
        <ChipValue
          icon={<Coins aria-hidden="true" className={cn(iconClass, 'text-accent')} />}
          value={coins}
          short={data?.coins ? formatCompact(data.coins.balance) : text.unknown}
          after={text.coins}
        />
        <ChipValue
          icon={<Zap aria-hidden="true" className={cn(iconClass, 'text-primary')} />}
          value={xp}
          short={data?.xp ? formatCompact(data.xp.xpBalance) : text.unknown}
          after={text.xp}
        />
        <ChipValue
          icon={<Award aria-hidden="true" className={cn(iconClass, 'text-primary')} />}
          value={level}
          before={text.level}
        />
        <ChipValue
          icon={<Flame aria-hidden="true" className={cn(iconClass, 'text-danger')} />}
          value={streak}
          after={text.streak(data?.coins?.streakDays ?? 0)}
        />
      </Link>
      {levelUp !== null ? <LevelUpCelebration level={levelUp} onClose={dismissLevelUp} /> : null}
    </>
  );
}
