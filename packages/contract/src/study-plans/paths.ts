/** The study plans' API paths, without zod: the dashboard and the Revise tab import these alone. */
export const studyPlanPaths = {
  plans: '/api/study-plans',
  plan: '/api/study-plans/:planId',
  replan: '/api/study-plans/:planId/replan',
  item: '/api/study-plans/:planId/items/:itemId',
  calendar: '/api/study-plans/:planId/calendar.ics',
  todayTasks: '/api/tasks/today',
} as const;
export const studyPlanPath = (planId: string) => `/api/study-plans/${encodeURIComponent(planId)}`;
export const studyPlanReplanPath = (planId: string) => `${studyPlanPath(planId)}/replan`;
export const studyPlanItemPath = (planId: string, itemId: string) =>
  `${studyPlanPath(planId)}/items/${encodeURIComponent(itemId)}`;
export const studyPlanCalendarPath = (planId: string) => `${studyPlanPath(planId)}/calendar.ics`;
