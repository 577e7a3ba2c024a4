/**
 * /comprehensive-task-tracking: each task that earns XP or Med Coins, what it pays, and how often
 * the student has done it. Counts come from the ledgers: the XP history's totals by kind (one
 * entry per occurrence) and the coin analytics by task.
 */

import type { CoinAnalyticsReply } from '@medsutra/contract/economy/api';
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { REVISION_SUBTOPIC_COUNT } from '@medsutra/contract/economy/table';
import { paths } from '@medsutra/contract/routes';
import { useQueries } from '@tanstack/react-query';
import { useCoinAnalytics } from '../api/get-coin-analytics';
import { ledgerHistoryQueryOptions } from '../api/get-ledger-history';
import { EconomyPage } from '../components/economy-page';
import { ErrorNote, Skeleton } from '../components/query-states';
import { TodayTasks } from '../components/today-tasks';
import { EARNING_RULES, type EarningRule } from '../lib/earning-rules';

const text = economyUiMessages.tasks;
/** Tasks counted from the XP ledger (each occurrence is one XP entry). */
const XP_COUNTED = new Set(['daily_login', 'pearl', 'share', 'revision', 'referral']);

function coinGroups(analytics: CoinAnalyticsReply | undefined, kind: string) {
  const groups = analytics?.byTask.filter((group) => group.kind === kind) ?? [];
  return {
    count: groups.reduce((sum, group) => sum + group.count, 0),
    earned: groups.reduce((sum, group) => sum + group.earned, 0),
    spent: groups.reduce((sum, group) => sum + group.spent, 0),
  };
}

function TaskFacts({ rule, count, coins }: { rule: EarningRule; count: number; coins: ReturnType<typeof coinGroups> }) {
  const facts: string[] = [text.done(count)];
  if (rule.kind === 'revision') facts[0] = text.revisionProgress(count, REVISION_SUBTOPIC_COUNT);
  if (rule.xpEach !== null) facts.push(text.xpEarned(count * rule.xpEach));
  if (coins.earned > 0) facts.push(text.coinsEarned(coins.earned));
  if (coins.spent > 0) facts.push(text.coinsSpent(coins.spent));
  return <p className="text-sm text-ink tabular-nums">{facts.join(' · ')}</p>;
}

export default function TaskTrackingPage({ email }: { email: string }) {
  const analytics = useCoinAnalytics(email);
  const counts = useQueries({
    queries: EARNING_RULES.filter((rule) => XP_COUNTED.has(rule.kind)).map((rule) =>
      ledgerHistoryQueryOptions(email, 'xp', { page: 1, pageSize: 1, kind: rule.kind }),
    ),
    combine: (results) => ({
      totals: results.map((result) => result.data?.total),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
  const xpKinds = EARNING_RULES.filter((rule) => XP_COUNTED.has(rule.kind)).map((rule) => rule.kind);
  const error = counts.error ?? analytics.error;

  return (
    <EconomyPage path={paths.taskTracking}>
      <TodayTasks />
      {error ? (
        <ErrorNote
          error={error}
          onRetry={() => {
            counts.refetch();
            void analytics.refetch();
          }}
        />
      ) : null}
      <ul aria-label={text.title} className="flex flex-col gap-3">
        {EARNING_RULES.map((rule) => {
          const coins = coinGroups(analytics.data, rule.kind);
          const xpIndex = xpKinds.indexOf(rule.kind);
          const count = xpIndex >= 0 ? counts.totals[xpIndex] : analytics.data ? coins.count : undefined;
          return (
            <li key={rule.kind} className="rounded-xl border border-border bg-surface p-3 shadow-sm sm:p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h2 className="font-semibold text-ink">{rule.title}</h2>
                <span className="text-sm text-muted">{rule.reward}</span>
              </div>
              <div className="mt-1 min-h-5">
                {count === undefined ? (
                  <Skeleton className="h-5 w-48" />
                ) : (
                  <TaskFacts rule={rule} count={count} coins={coins} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </EconomyPage>
  );
}
