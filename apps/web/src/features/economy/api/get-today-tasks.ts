/** GET /api/tasks/today: today's tasks from every source (plan, revision, challenge, login). */
import { studyPlanPaths, type TodayTasksReply } from '@medsutra/contract/study-plans/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useTodayTasks = () =>
  useQuery({
    queryKey: ['study-plans', 'today'] as const,
    queryFn: () => api.get<TodayTasksReply>(studyPlanPaths.todayTasks),
  });
