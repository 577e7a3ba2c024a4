/** The study plans' calls: make, list, read, tick an item, replan, and today's tasks. */

import type {
  CreateStudyPlanBody,
  ReplanReply,
  StudyPlanItemReply,
  StudyPlanReply,
  StudyPlansReply,
  TodayTasksReply,
} from '@medsutra/contract/study-plans/api';
// The paths without zod: the dashboard and the Revise tab read plans through this file.
import {
  studyPlanItemPath,
  studyPlanPath,
  studyPlanPaths,
  studyPlanReplanPath,
} from '@medsutra/contract/study-plans/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';

const studyPlansQueryKey = ['study-plans'] as const;

const studyPlansQueryOptions = () =>
  queryOptions({
    queryKey: [...studyPlansQueryKey, 'list'] as const,
    queryFn: () => api.get<StudyPlansReply>(studyPlanPaths.plans),
  });
export const useStudyPlans = () => useQuery(studyPlansQueryOptions());

const studyPlanQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: [...studyPlansQueryKey, 'plan', planId] as const,
    queryFn: () => api.get<StudyPlanReply>(studyPlanPath(planId)),
    enabled: planId !== '',
  });
export const useStudyPlan = (planId: string) => useQuery(studyPlanQueryOptions(planId));

export const useTodayTasks = () =>
  useQuery({
    queryKey: [...studyPlansQueryKey, 'today'] as const,
    queryFn: () => api.get<TodayTasksReply>(studyPlanPaths.todayTasks),
  });

export function useCreateStudyPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudyPlanBody) => api.post<StudyPlanReply>(studyPlanPaths.plans, body),
    onSuccess: (reply) => {
      client.setQueryData(studyPlanQueryOptions(reply.plan.id).queryKey, reply);
      return client.invalidateQueries({ queryKey: [...studyPlansQueryKey, 'list'] });
    },
  });
}

export function useTickItem(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, done }: { itemId: string; done: boolean }) =>
      api.put<StudyPlanItemReply>(studyPlanItemPath(planId, itemId), { done }),
    onSuccess: (reply) => {
      if (reply.xpAwarded > 0) balancesMoved(client);
      return Promise.all([
        client.invalidateQueries({ queryKey: studyPlansQueryKey }),
        client.invalidateQueries({ queryKey: ['revision'] }),
      ]);
    },
  });
}

export function useReplan(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReplanReply>(studyPlanReplanPath(planId), {}),
    onSuccess: () => client.invalidateQueries({ queryKey: studyPlansQueryKey }),
  });
}
