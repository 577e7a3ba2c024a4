/**
 * /leaderboard: this week (Monday to Sunday, Asia/Kolkata) and all time by XP, the student's own
 * rank even when she is outside the top list, and the setting to leave or rejoin.
 */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { type LeaderboardPeriod, leaderboardPeriods } from '@medsutra/contract/economy/paths';
import { paths } from '@medsutra/contract/routes';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { failureSentence } from '@/lib/api-failure';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-date';
import { showToast } from '@/lib/toast';
import { useLeaderboard } from '../api/get-leaderboard';
import { useUpdateLeaderboardSettings } from '../api/update-leaderboard-settings';
import { EconomyPage } from '../components/economy-page';
import { PracticeBoard } from '../components/practice-board';
import { EmptyNote, ErrorNote, economyFailure, Skeleton, SkeletonRows } from '../components/query-states';

const text = economyUiMessages.leaderboard;
const TAB_LABELS: Record<LeaderboardPeriod, string> = { weekly: text.weekly, 'all-time': text.allTime };

/** The last day of a week that ends at `periodEnd` (the next Monday 00:00). */
const lastDayOf = (periodEnd: string) => formatDay(new Date(new Date(periodEnd).getTime() - 1).toISOString());

export default function LeaderboardPage({ email }: { email: string }) {
  const [period, setPeriod] = useState<LeaderboardPeriod>('weekly');
  const board = useLeaderboard(email, period);
  // While another period loads, the last one stays on screen (dimmed) so the list does not jump.
  const data = board.data;
  const setting = useUpdateLeaderboardSettings(email, {
    onSuccess: (reply) => showToast('success', reply.optOut ? text.left : text.rejoined),
    onError: (error) => showToast('error', text.settingFailed, { description: failureSentence(error, economyFailure) }),
  });

  return (
    <EconomyPage path={paths.leaderboard}>
      <div
        role="tablist"
        aria-label={text.tabsLabel}
        className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1"
      >
        {leaderboardPeriods.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={period === value}
            aria-controls="leaderboard-panel"
            tabIndex={period === value ? 0 : -1}
            onClick={() => setPeriod(value)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = leaderboardPeriods.find((other) => other !== value) ?? value;
              setPeriod(next);
              const sibling = event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(
                `[data-period="${next}"]`,
              );
              sibling?.focus();
            }}
            data-period={value}
            className={cn(
              'min-h-11 rounded-lg text-sm font-medium',
              period === value ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            {TAB_LABELS[value]}
          </button>
        ))}
      </div>

      <div id="leaderboard-panel" role="tabpanel" aria-label={TAB_LABELS[period]} className="flex flex-col gap-4">
        <p className="min-h-5 text-sm text-muted">
          {data?.periodStart && data.periodEnd
            ? text.week(formatDay(data.periodStart), lastDayOf(data.periodEnd))
            : '\u00a0'}
        </p>

        <YourRank data={data} period={period} />

        {board.isError && !data ? (
          <ErrorNote error={board.error} onRetry={() => void board.refetch()} />
        ) : !data ? (
          <SkeletonRows rows={6} rowClassName="h-12" />
        ) : data.entries.length === 0 ? (
          <EmptyNote>{text.empty}</EmptyNote>
        ) : (
          <ol
            aria-label={TAB_LABELS[period]}
            className={cn(
              'divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface',
              board.isPlaceholderData ? 'opacity-60' : null,
            )}
          >
            {data.entries.map((entry) => (
              <li
                key={`${entry.rank}-${entry.displayName}-${entry.isYou}`}
                aria-current={entry.isYou ? 'true' : undefined}
                className={cn(
                  'flex min-h-12 items-center gap-3 px-3 py-2 sm:px-4',
                  entry.isYou ? 'bg-primary-soft' : null,
                )}
              >
                <span className="w-10 shrink-0 font-bold text-ink tabular-nums">{text.rank(entry.rank)}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink">
                    {entry.displayName}
                    {entry.isYou ? <span className="ml-2 text-xs font-semibold text-primary">({text.you})</span> : null}
                  </span>
                  <span className="block text-xs text-muted">{text.level(entry.level)}</span>
                </span>
                <span className="shrink-0 font-semibold text-ink tabular-nums">{text.xp(entry.xp)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>

      <Card>
        <h2 className="text-base font-semibold text-ink">
          {data?.you.optedOut ? text.settingTitleHidden : text.settingTitleShown}
        </h2>
        <p className="mt-1 text-sm text-muted">{data?.you.optedOut ? text.optedOutNote : text.leaveHint}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={!data || setting.isPending}
          onClick={() => data && setting.mutate(!data.you.optedOut)}
        >
          {data?.you.optedOut ? text.rejoin : text.leave}
        </Button>
      </Card>
      <PracticeBoard email={email} />
    </EconomyPage>
  );
}

function YourRank({ data, period }: { data: ReturnType<typeof useLeaderboard>['data']; period: LeaderboardPeriod }) {
  return (
    <Card className="flex items-center gap-3 border-primary sm:p-4" data-testid="your-rank">
      <Trophy aria-hidden="true" className="size-8 shrink-0 text-accent" />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-muted">{text.yourRank}</p>
        {!data ? (
          <Skeleton className="mt-1 h-7 w-32" />
        ) : data.you.rank !== null ? (
          <p className="text-xl font-bold text-ink tabular-nums">
            {text.rank(data.you.rank)}
            <span className="ml-2 text-sm font-normal text-muted">
              {text.xp(data.you.xp)} · {text.level(data.you.level)}
            </span>
          </p>
        ) : (
          <p className="text-sm text-ink">
            {data.you.optedOut ? text.optedOutNote : period === 'weekly' ? text.notRanked : text.notRankedAllTime}
          </p>
        )}
      </div>
    </Card>
  );
}
