/**
 * The timed tests' calls: create (POST /api/tests), read (GET /api/tests/{id}, for a reload),
 * save answers (PUT …/answers) and submit (POST …/submit, the same result every time). A read
 * keeps a copy of the test on the device (IndexedDB), which a reload without a connection opens.
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
} from '@medsutra/contract/mcq/tests-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '@/lib/api-client';
import { type LocalTestState, offlineTestReply, readStoredTest, storeTestReply } from '../lib/test-local-store';

export const testKeys = { test: (testId: string) => ['mcq-test', testId] as const };

/** A test as the exam screen opens it: the server's (or, offline, this device's copy) and the device's answers. */
export interface OpenedTest {
  reply: TestReply;
  local: LocalTestState | null;
  /** True when the server could not be reached and the device's copy was opened. */
  offline: boolean;
}

/** Reads the test from the server and keeps a copy; without a connection, opens the copy. */
export async function openTest(testId: string): Promise<OpenedTest> {
  const stored = await readStoredTest(testId);
  try {
    const reply = await api.get<TestReply>(mcqTestPath(testId), { cache: 'no-store' });
    if (!reply.result) void storeTestReply(reply);
    return { reply, local: stored?.state ?? null, offline: false };
  } catch (error) {
    const copy = errorStatus(error) === null && stored ? offlineTestReply(stored) : null;
    if (copy) return { reply: copy, local: stored?.state ?? null, offline: true };
    throw error;
  }
}

export const createTest = (request: TestCreateRequest) => api.post<TestReply>(mcqTestPaths.tests, request);
export const saveTestAnswers = (testId: string, request: TestAnswersRequest) =>
  api.put<{ saved: number }>(mcqTestAnswersPath(testId), request);
export const submitTest = (testId: string) => api.post<TestResult>(mcqTestSubmitPath(testId), {});

export const testQuery = (testId: string) =>
  queryOptions({
    queryKey: testKeys.test(testId),
    queryFn: () => openTest(testId),
    // Offline the read must still run (not pause): it opens the device's copy.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
export const useTest = (testId: string) => useQuery(testQuery(testId));
