/**
 * GET /api/analytics/subjects and /api/analytics/subjects/{subject}: the student's practice
 * accuracy per subject, and per subtopic in one subject. Answering invalidates both (same key root).
 */
import type { SubjectDetailReply, SubjectsAnalyticsReply } from '@medsutra/contract/mcq/analytics';
import { mcqAnalyticsPaths, mcqAnalyticsSubjectPath } from '@medsutra/contract/mcq/analytics-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const practiceAnalyticsKeys = {
  all: ['practice-analytics'] as const,
  subjects: () => [...practiceAnalyticsKeys.all, 'subjects'] as const,
  subject: (subjectId: string) => [...practiceAnalyticsKeys.all, 'subject', subjectId] as const,
};

const subjectsAnalyticsQuery = () =>
  queryOptions({
    queryKey: practiceAnalyticsKeys.subjects(),
    queryFn: () => api.get<SubjectsAnalyticsReply>(mcqAnalyticsPaths.subjects, { cache: 'no-store' }),
    staleTime: 0,
  });

const subjectAnalyticsQuery = (subjectId: string) =>
  queryOptions({
    queryKey: practiceAnalyticsKeys.subject(subjectId),
    queryFn: () => api.get<SubjectDetailReply>(mcqAnalyticsSubjectPath(subjectId), { cache: 'no-store' }),
    staleTime: 0,
  });

export const useSubjectsAnalytics = () => useQuery(subjectsAnalyticsQuery());
export const useSubjectAnalytics = (subjectId: string) => useQuery(subjectAnalyticsQuery(subjectId));
