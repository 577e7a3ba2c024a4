/**
 * The timed tests' calls: create (POST /api/tests), read (GET /api/tests/{id}, for a reload),
 * save answers (PUT …/answers) and submit (POST …/submit, the same result every time).
 */
import {
  mcqTestAnswersPath,
  mcqTestPath,
  mcqTestPaths,
  mcqTestSubmitPath,
  type TestAnswersRequest,
  type TestCreateRequest,
  type TestReply,
  type TestResult,
} from '@medsutra/contract/mcq-tests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const testKeys = { test: (testId: string) => ['mcq-test', testId] as const };

export const createTest = (request: TestCreateRequest) => api.post<TestReply>(mcqTestPaths.tests, request);
export const saveTestAnswers = (testId: string, request: TestAnswersRequest) =>
  api.put<{ saved: number }>(mcqTestAnswersPath(testId), request);
export const submitTest = (testId: string) => api.post<TestResult>(mcqTestSubmitPath(testId), {});

export const testQuery = (testId: string) =>
  queryOptions({
    queryKey: testKeys.test(testId),
    queryFn: () => api.get<TestReply>(mcqTestPath(testId), { cache: 'no-store' }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
export const useTest = (testId: string) => useQuery(testQuery(testId));
