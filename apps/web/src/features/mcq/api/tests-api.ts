/**
 * The timed tests' calls: create (POST /api/tests), read (GET /api/tests/{id}, for a reload),
 * save answers (PUT …/answers) and submit (POST …/submit, the same result every time). A read
 * keeps a copy of the test on the device (IndexedDB), which a reload without a connection opens.
 */
import type {
  TestAnswersRequest,
  TestCreateRequest,
  TestReply,
  TestResult,
  TestReviewReply,
  TestSubmitRequest,
} from '@medsutra/contract/mcq/tests-api';
import {
  mcqTestAnswersPath,
  mcqTestPath,
  mcqTestPaths,
  mcqTestReviewPath,
  mcqTestSubmitPartPath,
  mcqTestSubmitPath,
} from '@medsutra/contract/mcq/tests-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '@/lib/api-client';
import { type LocalTestState, offlineTestReply, readStoredTest, storeTestReply } from '../lib/test-local-store';

export const testKeys = {
  test: (testId: string) => ['mcq-test', testId] as const,
  review: (testId: string) => ['mcq-test-review', testId] as const,
};

/** A test as the exam screen opens it: the server's (or, offline, this device's copy) and the device's answers. */
export interface OpenedTest {
  reply: TestReply;
  local: LocalTestState | null;
  /** True when the server could not be reached and the device's copy was opened. */
  offline: boolean;
}

const readTest = (testId: string) => api.get<TestReply>(mcqTestPath(testId), { cache: 'no-store' });
/** Reads started when the test page's code arrived, before the app's first render; each is used once. */
const earlyReads = new Map<string, Promise<TestReply>>();

/**
 * Starts reading a test at once (the test page calls it as its code loads): on a slow phone the
 * request then travels while the app renders, instead of after. A failure surfaces in openTest.
 */
export function startTestRead(testId: string) {
  if (earlyReads.has(testId)) return;
  const reading = readTest(testId);
  reading.catch(() => undefined);
  earlyReads.set(testId, reading);
}

/** Reads the test from the server and keeps a copy; without a connection, opens the copy. */
async function openTest(testId: string): Promise<OpenedTest> {
  const reading = earlyReads.get(testId) ?? readTest(testId);
  earlyReads.delete(testId);
  // The device's copy is read while the request travels, not before it.
  const storedRead = readStoredTest(testId);
  try {
    const reply = await reading;
    const stored = await storedRead;
    if (!reply.result) void storeTestReply(reply);
    return { reply, local: stored?.state ?? null, offline: false };
  } catch (error) {
    const stored = await storedRead;
    const copy = errorStatus(error) === null && stored ? offlineTestReply(stored) : null;
    if (copy) return { reply: copy, local: stored?.state ?? null, offline: true };
    throw error;
  }
}

export const createTest = (request: TestCreateRequest) => api.post<TestReply>(mcqTestPaths.tests, request);
export const saveTestAnswers = (testId: string, request: TestAnswersRequest) =>
  api.put<{ saved: number }>(mcqTestAnswersPath(testId), request);
export const submitTest = (testId: string, request: TestSubmitRequest = {}) =>
  api.post<TestResult>(mcqTestSubmitPath(testId), request);
/** Parts in turn (an FMGE grand test): submits the open part; the reply is the test with the next part open. */
export const submitTestPart = (testId: string, part: number) =>
  api.post<TestReply>(mcqTestSubmitPartPath(testId, part), {});
export const getTestReview = (testId: string) =>
  api.get<TestReviewReply>(mcqTestReviewPath(testId), { cache: 'no-store' });

const testQuery = (testId: string) =>
  queryOptions({
    queryKey: testKeys.test(testId),
    queryFn: () => openTest(testId),
    // Offline the read must still run (not pause): it opens the device's copy.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
export const useTest = (testId: string) => useQuery(testQuery(testId));
