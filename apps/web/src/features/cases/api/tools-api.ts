/**
 * The AI-tool calls this feature makes: the catalogue (is a model configured?), the balance, a
 * run, a tool's history, and a case session's actions and marking.
 */
import {
  type CaseActionReply,
  type CaseActionRequest,
  type CaseFinishReply,
  caseActionsPath,
  caseFinishPath,
  type ToolCatalogueReply,
  type ToolId,
  type ToolRunListReply,
  type ToolRunReply,
  toolApiPaths,
  toolRunsPath,
} from '@medsutra/contract/ai-tools';
import type { MedCoinsBalanceReply } from '@medsutra/contract/economy-api';
import { economyApiPaths } from '@medsutra/contract/economy-paths';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const toolKeys = {
  all: ['ai-tools'] as const,
  catalogue: () => [...toolKeys.all, 'catalogue'] as const,
  history: (toolId: ToolId) => [...toolKeys.all, 'history', toolId] as const,
  balance: (email: string) => [...toolKeys.all, 'balance', email] as const,
};

/**
 * After a run: this feature's balance, and the header's (the economy feature's query key, by its
 * prefix; features do not import each other).
 */
export function balancesChanged(queryClient: QueryClient, email: string) {
  void queryClient.invalidateQueries({ queryKey: toolKeys.balance(email) });
  void queryClient.invalidateQueries({ queryKey: ['economy', email] });
}

export function useToolCatalogue() {
  return useQuery(
    queryOptions({
      queryKey: toolKeys.catalogue(),
      queryFn: () => api.get<ToolCatalogueReply>(toolApiPaths.catalogue),
      staleTime: 5 * 60_000,
    }),
  );
}

export function useBalance(email: string) {
  return useQuery(
    queryOptions({
      queryKey: toolKeys.balance(email),
      queryFn: () => {
        const query = new URLSearchParams({ email, _t: String(Date.now()) });
        return api.get<MedCoinsBalanceReply>(`${economyApiPaths.medCoinsBalance}?${query}`, { cache: 'no-store' });
      },
      staleTime: 0,
    }),
  );
}

export function useToolHistory(toolId: ToolId) {
  return useQuery(
    queryOptions({
      queryKey: toolKeys.history(toolId),
      queryFn: () => api.get<ToolRunListReply>(toolRunsPath(toolId)),
    }),
  );
}

export const startRun = (toolId: ToolId, input: unknown) => api.post<ToolRunReply>(toolRunsPath(toolId), { input });
export const getRun = (runId: string) => api.get<ToolRunReply>(`/api/tools/runs/${encodeURIComponent(runId)}`);
export const caseAction = (runId: string, request: CaseActionRequest) =>
  api.post<CaseActionReply>(caseActionsPath(runId), request);
export const finishCase = (runId: string) => api.post<CaseFinishReply>(caseFinishPath(runId), {});
