/**
 * The grand tests' calls: the list (with my attempt), start (the same attempt on a second call),
 * the reminder toggle, my result and the leaderboard, and the admin's create, preview, swap,
 * difficulty label and publish. The attempt itself runs on the test screen (`/test?id=`), whose
 * calls save answers offline-safe as every test's do.
 */
import type {
  AdminGrandTest,
  AdminGrandTestCreate,
  AdminGrandTestList,
  GrandTestAttemptReply,
  GrandTestLeaderboard,
  GrandTestListReply,
  GrandTestResult,
} from '@medsutra/contract/grand-tests/api';
import {
  adminGrandTestDifficultyPath,
  adminGrandTestPath,
  adminGrandTestPublishPath,
  adminGrandTestSwapPath,
  grandTestAttemptsPath,
  grandTestLeaderboardPath,
  grandTestPaths,
  grandTestReminderPath,
  grandTestResultPath,
} from '@medsutra/contract/grand-tests/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const grandTestKeys = {
  list: ['grand-tests'] as const,
  result: (id: string) => ['grand-test-result', id] as const,
  leaderboard: (id: string) => ['grand-test-leaderboard', id] as const,
  adminList: ['admin-grand-tests'] as const,
  admin: (id: string) => ['admin-grand-test', id] as const,
};

/** The list, and how far the server's clock is from this phone's (countdowns use the server's). */
export interface GrandTestList extends GrandTestListReply {
  skewMs: number;
}

const grandTestsQuery = () =>
  queryOptions({
    queryKey: grandTestKeys.list,
    queryFn: async (): Promise<GrandTestList> => {
      const reply = await api.get<GrandTestListReply>(grandTestPaths.list, { cache: 'no-store' });
      return { ...reply, skewMs: Date.parse(reply.serverNow) - Date.now() };
    },
    staleTime: 30_000,
  });
export const useGrandTests = () => useQuery(grandTestsQuery());

export const startGrandTest = (grandTestId: string) =>
  api.post<GrandTestAttemptReply>(grandTestAttemptsPath(grandTestId), {});
export const setGrandTestReminder = (grandTestId: string, on: boolean) =>
  api.put<{ reminder: boolean }>(grandTestReminderPath(grandTestId), { on });

export const useGrandTestResult = (grandTestId: string) =>
  useQuery({
    queryKey: grandTestKeys.result(grandTestId),
    queryFn: () => api.get<GrandTestResult>(grandTestResultPath(grandTestId), { cache: 'no-store' }),
    staleTime: 30_000,
    retry: false,
  });

export const useGrandTestLeaderboard = (grandTestId: string) =>
  useQuery({
    queryKey: grandTestKeys.leaderboard(grandTestId),
    queryFn: () => api.get<GrandTestLeaderboard>(grandTestLeaderboardPath(grandTestId), { cache: 'no-store' }),
    staleTime: 30_000,
  });

export const useAdminGrandTests = () =>
  useQuery({
    queryKey: grandTestKeys.adminList,
    queryFn: () => api.get<AdminGrandTestList>(grandTestPaths.adminList, { cache: 'no-store' }),
  });
export const useAdminGrandTest = (grandTestId: string | null) =>
  useQuery({
    queryKey: grandTestKeys.admin(grandTestId ?? ''),
    queryFn: () => api.get<AdminGrandTest>(adminGrandTestPath(grandTestId!), { cache: 'no-store' }),
    enabled: grandTestId !== null,
  });
export const createGrandTest = (request: AdminGrandTestCreate) =>
  api.post<AdminGrandTest>(grandTestPaths.adminList, request);
export const swapGrandTestQuestion = (grandTestId: string, questionId: string) =>
  api.post<AdminGrandTest>(adminGrandTestSwapPath(grandTestId), { questionId });
export const publishGrandTest = (grandTestId: string) =>
  api.post<AdminGrandTest>(adminGrandTestPublishPath(grandTestId), {});
export const setGrandTestDifficulty = (
  grandTestId: string,
  questionId: string,
  difficulty: 'easy' | 'medium' | 'hard',
) => api.post<AdminGrandTest>(adminGrandTestDifficultyPath(grandTestId), { questionId, difficulty });
