/** The level table from the contract: XP ranges and the bonus paid on reaching each level. */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { LEVELS, WELCOME_BONUS_COINS } from '@medsutra/contract/economy/table';
import { ColumnHeads } from '@/components/ui/column-heads';
import { cn } from '@/lib/cn';

const text = economyUiMessages.details;
const columns = [text.levelColumn, text.xpColumn, text.bonusColumn].map((label) => ({
  label,
  className: 'px-3 py-2 font-medium',
}));

export function LevelTable({ currentLevel }: { currentLevel: number | null }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{text.levelsTitle}</caption>
        <thead className="bg-surface-muted text-muted">
          <ColumnHeads columns={columns} />
        </thead>
        <tbody>
          {LEVELS.map((level) => {
            const current = level.level === currentLevel;
            return (
              <tr
                key={level.level}
                aria-current={current ? 'true' : undefined}
                className={cn('border-t border-border', current ? 'bg-primary-soft font-semibold' : null)}
              >
                <th scope="row" className="px-3 py-2 font-semibold text-ink">
                  {level.level}
                  {current ? (
                    <span className="ml-2 text-xs font-medium text-primary">({economyUiMessages.leaderboard.you})</span>
                  ) : null}
                </th>
                <td className="px-3 py-2 text-ink">
                  {level.maxXp === null
                    ? text.from(level.minXp)
                    : economyUiMessages.progress.range(level.minXp, level.maxXp)}
                </td>
                <td className="px-3 py-2 text-ink">
                  {level.bonusCoins > 0 ? text.coinsAmount(level.bonusCoins) : text.bonusWelcome(WELCOME_BONUS_COINS)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
