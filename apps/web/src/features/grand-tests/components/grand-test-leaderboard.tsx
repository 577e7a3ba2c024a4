/** A grand test's leaderboard: the top by public handle (students who keep off leaderboards under a neutral name) and my place. */
import { grandTestScreenText as text } from '@medsutra/contract/grand-tests/screen';
import { Card, CardTitle } from '@/components/ui/card';
import { useGrandTestLeaderboard } from '../api/grand-tests-api';
import { PendingOrFailed } from './pending-or-failed';

export function GrandTestLeaderboard({ grandTestId }: { grandTestId: string }) {
  const board = useGrandTestLeaderboard(grandTestId);
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>{text.leaderboardTitle}</CardTitle>
      <PendingOrFailed query={board} loading={text.leaderboardLoading} failed={text.resultFailed} />
      {board.data ? (
        <>
          {board.data.me ? (
            <p className="font-medium text-ink">
              {text.me}: #{board.data.me.rank} · {board.data.me.score}
            </p>
          ) : null}
          {board.data.top.length === 0 ? (
            <p className="text-muted">{text.noTakers}</p>
          ) : (
            <ol className="flex flex-col divide-y divide-border" aria-label={text.leaderboardTitle}>
              {board.data.top.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's place in the ranking is its identity (names repeat)
                <li key={index} className="flex items-center gap-3 py-2 text-sm">
                  <span className="w-10 shrink-0 font-semibold tabular-nums text-ink">#{row.rank}</span>
                  <span className="min-w-0 flex-1 truncate text-ink">{row.name}</span>
                  <span className="shrink-0 tabular-nums text-ink">{row.score}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
    </Card>
  );
}
