/** GET /api/tasks/today: today's tasks from every source (plan, revision, challenge, login). */
import type { TodayTasksReply } from '@medsutra/contract/study-plans/api';
import { studyPlanPaths } from '@medsutra/contract/study-plans/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useTodayTasks = () =>
  useQuery({
    queryKey: ['study-plans', 'today'] as const,
    queryFn: () => api.get<TodayTasksReply>(studyPlanPaths.todayTasks),
  });
