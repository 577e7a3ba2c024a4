/** GET /api/leaderboard?email=&period=: the top students by XP and the student's own rank. */
import type { LeaderboardReply } from '@medsutra/contract/economy/api';
import { economyApiPaths, type LeaderboardPeriod } from '@medsutra/contract/economy/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { economyKeys } from './economy-keys';

function getLeaderboard(email: string, period: LeaderboardPeriod): Promise<LeaderboardReply> {
  return api.get<LeaderboardReply>(`${economyApiPaths.leaderboard}?${new URLSearchParams({ email, period })}`, {
    cache: 'no-store',
  });
}

const leaderboardQueryOptions = (email: string, period: LeaderboardPeriod) =>
  queryOptions({ queryKey: economyKeys.leaderboard(email, period), queryFn: () => getLeaderboard(email, period) });

export function useLeaderboard(email: string, period: LeaderboardPeriod) {
  return useQuery({ ...leaderboardQueryOptions(email, period), placeholderData: keepPreviousData });
}
