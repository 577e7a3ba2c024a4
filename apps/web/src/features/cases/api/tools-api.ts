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
  toolPriceLabel,
  toolRunsPath,
} from '@medsutra/contract/tools/api';
import {
  type CaseShareReply,
  caseSharePath,
  type VivaAnswerRequest,
  type VivaReply,
  vivaAnswerPath,
  vivaFinishPath,
} from '@medsutra/contract/tools/outputs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';

export const toolKeys = {
  all: ['ai-tools'] as const,
  catalogue: () => [...toolKeys.all, 'catalogue'] as const,
  history: (toolId: ToolId) => [...toolKeys.all, 'history', toolId] as const,
};

/** The tools this server sells, their prices, and whether a model is configured. */
export const toolCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: toolKeys.catalogue(),
    queryFn: () => api.get<ToolCatalogueReply>(toolApiPaths.catalogue),
    staleTime: 5 * 60_000,
  });

export function useToolCatalogue() {
  return useQuery(toolCatalogueQueryOptions());
}

export interface ToolPrice {
  /** What one run costs on this install; null while the catalogue loads or when it is not sold here. */
  cost: number | null;
  xp: number;
  /** True when it runs from the library (no model on this server): the library version's price. */
  libraryVersion: boolean;
  /** "20 Med Coins, library version", shown beside the run button. */
  label: string;
}

/** A tool's price as this server sells it (the model's price, the library version's, or not sold). */
export function useToolPrice(toolId: ToolId): ToolPrice {
  const catalogue = useToolCatalogue();
  const entry = catalogue.data?.tools.find((candidate) => candidate.id === toolId);
  if (!entry) return { cost: null, xp: 0, libraryVersion: false, label: '…' };
  return {
    cost: entry.cost,
    xp: entry.xp,
    libraryVersion: entry.libraryVersion,
    label: toolPriceLabel(entry.cost, entry.libraryVersion),
  };
}

export function useToolHistory(toolId: ToolId) {
  return useQuery(
    queryOptions({
      queryKey: toolKeys.history(toolId),
      queryFn: () => api.get<ToolRunListReply>(toolRunsPath(toolId)),
    }),
  );
}

const startRun = (toolId: ToolId, input: unknown) => api.post<ToolRunReply>(toolRunsPath(toolId), { input });

/**
 * A run of the tool, as a mutation. Whatever its outcome the balances and the tool's history are
 * read again: a run spends Med Coins and a refunded run gives them back.
 */
export function useStartRun(toolId: ToolId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => startRun(toolId, input),
    onSettled: () => {
      balancesMoved(queryClient);
      void queryClient.invalidateQueries({ queryKey: toolKeys.history(toolId) });
    },
  });
}

export const getRun = (runId: string) => api.get<ToolRunReply>(`/api/tools/runs/${encodeURIComponent(runId)}`);
export const caseAction = (runId: string, request: CaseActionRequest) =>
  api.post<CaseActionReply>(caseActionsPath(runId), request);
export const finishCase = (runId: string) => api.post<CaseFinishReply>(caseFinishPath(runId), {});

export const answerViva = (runId: string, request: VivaAnswerRequest) =>
  api.post<VivaReply>(vivaAnswerPath(runId), request);
export const finishViva = (runId: string) => api.post<VivaReply>(vivaFinishPath(runId), {});
const shareCase = (runId: string) => api.post<CaseShareReply>(caseSharePath(runId), {});

/** Shares a run (a case, a concept map) to Medstagram, once, for the share XP. */
export function useShareRun() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shareCase, onSuccess: () => balancesMoved(queryClient) });
}
