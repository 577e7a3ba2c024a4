/** Where an XP balance sits between its level and the next, from the contract's level table. */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { levelProgress } from '@medsutra/contract/economy/table';
import { Card } from '@/components/ui/card';
import { Skeleton } from './query-states';

const text = economyUiMessages.progress;

export function LevelProgressCard({ xp, title = text.title }: { xp: number | null; title?: string }) {
  return (
    <Card className="sm:p-4">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {xp === null ? (
        <div className="mt-2 flex flex-col gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-4 w-56" />
        </div>
      ) : (
        <LevelProgressBody xp={xp} />
      )}
    </Card>
  );
}

function LevelProgressBody({ xp }: { xp: number }) {
  const progress = levelProgress(xp);
  if (progress.nextLevelXp === null) {
    return (
      <p className="mt-2 text-sm text-muted">
        <span className="mb-1 block text-lg font-semibold text-ink">
          {economyUiMessages.balances.level} {progress.level}
        </span>
        {text.top}
      </p>
    );
  }
  const span = progress.nextLevelXp - progress.levelMinXp;
  const done = Math.min(Math.max(xp - progress.levelMinXp, 0), span);
  const percent = Math.round((done / span) * 100);
  const nextLevel = progress.level + 1;
  return (
    <div className="mt-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-lg font-semibold text-ink">
          {economyUiMessages.balances.level} {progress.level}
        </span>
        <span className="text-sm text-muted tabular-nums">{text.ofNext(xp, progress.nextLevelXp, nextLevel)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={text.bar(nextLevel)}
        aria-valuemin={progress.levelMinXp}
        aria-valuemax={progress.nextLevelXp}
        aria-valuenow={xp}
        className="mt-2 h-3 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {text.toNext(progress.nextLevelXp - xp, nextLevel)}
        {progress.nextLevelBonusCoins ? ` ${text.nextBonus(progress.nextLevelBonusCoins)}` : null}
      </p>
    </div>
  );
}
