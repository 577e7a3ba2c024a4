/** /med-coins-task-analytics: where Med Coins come from and go, as charts with tables behind them. */
import type { CoinAnalyticsReply } from '@medsutra/contract/economy/api';
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { ledgerTaskLabel } from '@medsutra/contract/economy/paths';
import { paths } from '@medsutra/contract/routes';
import { Card, CardTitle } from '@/components/ui/card';
import { useCoinAnalytics } from '../api/get-coin-analytics';
import { DailyCoinsChart } from '../components/daily-coins-chart';
import { EconomyPage } from '../components/economy-page';
import { EmptyNote, ErrorNote, Skeleton } from '../components/query-states';
import { StatTile } from '../components/stat-tile';
import { type TaskBar, TaskBars } from '../components/task-bars';
import { formatCount } from '../lib/format';

const text = economyUiMessages.analytics;

function barsOf(byTask: CoinAnalyticsReply['byTask'], field: 'earned' | 'spent'): TaskBar[] {
  return byTask
    .filter((group) => group[field] > 0)
    .map((group) => ({
      key: `${group.kind}:${group.task ?? ''}`,
      label: ledgerTaskLabel(group.kind, group.task),
      value: group[field],
      count: group.count,
    }))
    .sort((a, b) => b.value - a.value);
}

export default function CoinAnalyticsPage({ email }: { email: string }) {
  const analytics = useCoinAnalytics(email);
  const data = analytics.data;
  const earnedBars = data ? barsOf(data.byTask, 'earned') : [];
  const spentBars = data ? barsOf(data.byTask, 'spent') : [];
  const movedRecently = data?.byDay.some((day) => day.earned > 0 || day.spent > 0) ?? false;

  return (
    <EconomyPage path={paths.coinAnalytics}>
      <div className="grid grid-cols-2 gap-3">
        <StatTile
          label={economyUiMessages.coins.earned}
          value={data ? formatCount(data.totalEarned) : analytics.isError ? '–' : null}
        />
        <StatTile
          label={economyUiMessages.coins.spent}
          value={data ? formatCount(data.totalSpent) : analytics.isError ? '–' : null}
        />
      </div>
      {analytics.isError && !data ? (
        <ErrorNote error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : null}

      <Card>
        <CardTitle>{text.byDayTitle}</CardTitle>
        <div className="mt-3">
          {data ? (
            movedRecently ? (
              <DailyCoinsChart days={data.byDay} />
            ) : (
              <EmptyNote>{text.emptyDays}</EmptyNote>
            )
          ) : (
            <Skeleton className="h-56 w-full" />
          )}
        </div>
      </Card>

      <Card>
        <CardTitle>{text.byTaskTitle}</CardTitle>
        <div className="mt-3 flex flex-col gap-6">
          {!data ? (
            <Skeleton className="h-40 w-full" />
          ) : earnedBars.length === 0 && spentBars.length === 0 ? (
            <EmptyNote>{text.empty}</EmptyNote>
          ) : (
            <>
              {spentBars.length > 0 ? <TaskBars title={text.byTaskSpentTitle} bars={spentBars} tone="spent" /> : null}
              {earnedBars.length > 0 ? (
                <TaskBars title={text.byTaskEarnedTitle} bars={earnedBars} tone="earned" />
              ) : null}
            </>
          )}
        </div>
      </Card>
    </EconomyPage>
  );
}
