/**
 * Tests (/test): choose a pattern, then the exam screen at `/test?id=<test>` (so a reload resumes
 * the same test from the server and this device), then the result and the review. While the test
 * runs the page is the whole screen (exam mode: no app header or tabs, lib/exam-mode.ts).
 */
import type { TestReply, TestResult } from '@medsutra/contract/mcq/tests-api';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { paths } from '@medsutra/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { setExamFinished } from '@/lib/exam-mode';
import { showToast } from '@/lib/toast';
import { createTest, type OpenedTest, startTestRead, testKeys, useTest } from '../api/tests-api';
import { ExamScreen } from '../components/exam-screen';
import { TestResultView } from '../components/test-result';
import { TestStartForm } from '../components/test-start-form';
import { type LocalTestState, storeTestReply, testsInProgress } from '../lib/test-local-store';

// A reload of a running test starts reading it as soon as this code arrives (see startTestRead).
if (typeof window !== 'undefined' && window.location.pathname === '/test') {
  const earlyId = new URLSearchParams(window.location.search).get('id');
  if (earlyId) startTestRead(earlyId);
}

// The review (explanations of up to 300 questions, filters) is fetched with the result, never with the exam.
const TestReview = lazy(() => import('../components/test-review'));

/** Full screen for the exam where the phone allows it; asked on the tap that starts the test. */
function enterFullScreen() {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}
function leaveFullScreen() {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

const clockTime = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });

/** The tests this device holds that still run: the way back to one left with "Leave" (decision 110). */
function TestsInProgress() {
  const tests = useQuery({ queryKey: ['mcq-tests-in-progress'], queryFn: () => testsInProgress(), staleTime: 0 });
  if (!tests.data?.length) return null;
  return (
    <section aria-labelledby="tests-in-progress" className="mb-4 rounded-xl border border-border bg-surface p-4">
      <h2 id="tests-in-progress" className="font-semibold">
        {text.inProgress}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {tests.data.map((test) => (
          <li key={test.testId}>
            <ButtonLink variant="secondary" to={`/test?id=${encodeURIComponent(test.testId)}`}>
              {text.resume(test.name, clockTime.format(test.endsAt))}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A grand test's attempt (`&grand=<id>`): once submitted, its rank and percentile are on the grand test's result page. */
function Finished({
  testId,
  result,
  onNewTest,
  grandTestId,
}: {
  testId: string;
  result: TestResult;
  onNewTest: () => void;
  grandTestId: string | null;
}) {
  // The result is on screen: the app's header and tabs come back.
  useEffect(() => {
    setExamFinished(testId);
    leaveFullScreen();
    return () => setExamFinished(null);
  }, [testId]);
  if (grandTestId) return <Navigate replace to={`${paths.grandTestResult}?id=${encodeURIComponent(grandTestId)}`} />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title={text.title} />
      <TestResultView result={result} onNewTest={onNewTest} />
      <Suspense fallback={<Spinner label={text.review.loading} />}>
        <TestReview testId={testId} />
      </Suspense>
    </div>
  );
}

function RunningTest({
  testId,
  onNewTest,
  grandTestId,
}: {
  testId: string;
  onNewTest: () => void;
  grandTestId: string | null;
}) {
  const test = useTest(testId);
  const queryClient = useQueryClient();
  // Left and opened again, a test is read afresh (the server's answers and this device's), not
  // from the copy cached when it was first opened.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: testKeys.test(testId), exact: true }),
    [queryClient, testId],
  );
  // The test arrives through the query cache, whose updates React renders in one synchronous task;
  // its first arrival is rendered as a deferred (time-sliced) update instead, so the exam screen's
  // mount does not block the main thread in one piece. Later updates (a submit, the next part) show at once
  // (docs/decisions/159).
  const arrived = useDeferredValue(test.data);
  if (test.isPending || (arrived === undefined && test.data !== undefined)) return <Spinner label={text.starting} />;
  if (test.isError) {
    return (
      <p role="alert" className="p-4">
        {failureSentence(test.error, text.loadFailed)}
      </p>
    );
  }
  if (test.data.reply.result)
    return <Finished testId={testId} result={test.data.reply.result} onNewTest={onNewTest} grandTestId={grandTestId} />;
  const submitted = (result: TestResult) =>
    queryClient.setQueryData<OpenedTest>(testKeys.test(testId), (data) =>
      data ? { ...data, reply: { ...data.reply, result } } : data,
    );
  // Parts in turn: the next part opens on a fresh screen (its own clock, from its first question).
  const nextPart = (reply: TestReply, local: LocalTestState) => {
    void storeTestReply(reply);
    queryClient.setQueryData<OpenedTest>(testKeys.test(testId), { reply, local, offline: false });
  };
  return (
    <ExamScreen
      key={test.data.reply.openPart?.part ?? 0}
      test={test.data.reply}
      local={test.data.local}
      offlineCopy={test.data.offline}
      onSubmitted={submitted}
      onNextPart={nextPart}
    />
  );
}

export default function TestPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const testId = searchParams.get('id');
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createTest,
    onSuccess: (test) => {
      void storeTestReply(test);
      queryClient.setQueryData<OpenedTest>(testKeys.test(test.testId), { reply: test, local: null, offline: false });
      setSearchParams({ id: test.testId });
    },
    onError: (error) => {
      leaveFullScreen();
      showToast('error', failureSentence(error, text.loadFailed));
    },
  });
  if (testId)
    return (
      <RunningTest
        key={testId}
        testId={testId}
        onNewTest={() => setSearchParams({})}
        grandTestId={searchParams.get('grand')}
      />
    );
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader title={text.title} description={text.description} />
      <div className="max-w-2xl">
        <TestsInProgress />
        <TestStartForm
          pending={create.isPending}
          onStart={(request) => {
            enterFullScreen();
            create.mutate(request);
          }}
        />
      </div>
    </div>
  );
}
