/**
 * The weekly practice board beside the XP board: correct answers this week, then accuracy, among
 * students with at least PRACTICE_BOARD_MIN_ANSWERS answers. Coins and XP never count.
 */
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { usePracticeBoard } from '../api/get-practice-board';
import { EmptyNote, ErrorNote, SkeletonRows } from './query-states';

const text = economyUiMessages.practiceBoard;

export function PracticeBoard({ email }: { email: string }) {
  const board = usePracticeBoard(email);
  const data = board.data;
  return (
    <Card data-testid="practice-board">
      <CardTitle>{text.title}</CardTitle>
      <p className="mt-1 text-muted text-sm">{text.rule(data?.minAnswers ?? 50)}</p>
      {board.isError ? (
        <ErrorNote error={board.error} onRetry={() => void board.refetch()} />
      ) : !data ? (
        <SkeletonRows rows={3} />
      ) : (
        <>
          <p className="mt-3 text-ink text-sm" data-testid="practice-you">
            {data.you.rank !== null
              ? text.you(data.you.rank, data.you.correct, data.you.accuracy ?? 0)
              : text.youUnranked(data.you.answered, data.minAnswers)}
          </p>
          {data.entries.length === 0 ? (
            <EmptyNote>{text.empty(data.minAnswers)}</EmptyNote>
          ) : (
            <ol className="mt-3 divide-y divide-border">
              {data.entries.map((entry) => (
                <li
                  key={`${entry.rank}-${entry.displayName}`}
                  className={cn('flex items-baseline gap-3 py-2', entry.isYou && 'font-semibold')}
                >
                  <span className="w-8 shrink-0 text-muted tabular-nums">{entry.rank}</span>
                  <span className="min-w-0 flex-1 truncate text-ink">{entry.displayName}</span>
                  <span className="text-ink text-sm tabular-nums">{text.correct(entry.correct)}</span>
                  <span className="w-12 text-right text-muted text-sm tabular-nums">{entry.accuracy}%</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Card>
  );
}
