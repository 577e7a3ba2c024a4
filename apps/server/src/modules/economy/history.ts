/** The student's own ledger, read back: history pages and coin analytics by task and by day. */
import { ANALYTICS_DAYS, type HistoryQuery, type LedgerKind } from '@medsutra/contract/economy/api';
import type { Database } from '../../db/client.ts';
import { addDays, economyDay, startOfDay } from '../../lib/calendar.ts';
import { createHistoryRepository, type HistoryRepository } from './history-repository.ts';
import type { Ledger } from './repository.ts';

export function createEconomyHistory(deps: { db: Database; repository?: HistoryRepository; now?: () => Date }) {
  const repository = deps.repository ?? createHistoryRepository();
  const clock = deps.now ?? (() => new Date());
  return {
    async history(ledger: Ledger, userId: string, query: Omit<HistoryQuery, 'email'>) {
      const { entries, total } = await repository.listEntries(deps.db, ledger, {
        userId,
        kind: query.kind,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        entries: entries.map((entry) => ({
          ...entry,
          kind: entry.kind as LedgerKind,
          createdAt: entry.createdAt.toISOString(),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    /** Ledger entries that are study actions per Asia/Kolkata day since `from` (the insights' heatmap). */
    studyEntriesByDay(userId: string, from: Date) {
      return repository.studyEntriesByDay(deps.db, userId, from);
    },

    /** Net XP and coins per Monday-started week, oldest first (the insights' balance lines). */
    netByWeek(userId: string) {
      return repository.netByWeek(deps.db, userId);
    },

    async coinAnalytics(userId: string) {
      const today = economyDay(clock());
      const firstDay = addDays(today, -(ANALYTICS_DAYS - 1));
      const [byTask, days] = await Promise.all([
        repository.coinTotalsByTask(deps.db, userId),
        repository.coinTotalsByDay(deps.db, userId, startOfDay(firstDay)),
      ]);
      const byDayMap = new Map(days.map((day) => [day.day, day]));
      const byDay = Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
        const day = addDays(firstDay, index);
        return { day, earned: byDayMap.get(day)?.earned ?? 0, spent: byDayMap.get(day)?.spent ?? 0 };
      });
      return {
        totalEarned: byTask.reduce((sum, group) => sum + group.earned, 0),
        totalSpent: byTask.reduce((sum, group) => sum + group.spent, 0),
        byTask,
        byDay,
      };
    },
  };
}
export type EconomyHistory = ReturnType<typeof createEconomyHistory>;
