/**
 * Tests (/test): choose a pattern, then the exam screen at `/test?id=<test>` (so a reload resumes
 * the same test from the server and this device), then the result.
 */
import type { TestResult } from '@medsutra/contract/mcq/tests-api';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { createTest, type OpenedTest, testKeys, useTest } from '../api/tests-api';
import { ExamScreen } from '../components/exam-screen';
import { TestResultView } from '../components/test-result';
import { TestStartForm } from '../components/test-start-form';
import { storeTestReply } from '../lib/test-local-store';

function RunningTest({ testId, onNewTest }: { testId: string; onNewTest: () => void }) {
  const test = useTest(testId);
  const queryClient = useQueryClient();
  if (test.isPending) return <Spinner label={text.starting} />;
  if (test.isError) return <p role="alert">{failureSentence(test.error, text.loadFailed)}</p>;
  if (test.data.reply.result) return <TestResultView result={test.data.reply.result} onNewTest={onNewTest} />;
  const submitted = (result: TestResult) =>
    queryClient.setQueryData<OpenedTest>(testKeys.test(testId), (data) =>
      data ? { ...data, reply: { ...data.reply, result } } : data,
    );
  return (
    <>
      {test.data.offline ? (
        <p role="status" className="mb-3 rounded-lg bg-accent-soft p-3 text-sm" data-testid="offline-copy">
          {text.offlineCopy}
        </p>
      ) : null}
      <ExamScreen test={test.data.reply} local={test.data.local} onSubmitted={submitted} />
    </>
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
    onError: (error) => showToast('error', failureSentence(error, text.loadFailed)),
  });
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader title={text.title} description={testId ? undefined : text.description} />
      {testId ? (
        <RunningTest testId={testId} onNewTest={() => setSearchParams({})} />
      ) : (
        <div className="max-w-2xl">
          <TestStartForm pending={create.isPending} onStart={(request) => create.mutate(request)} />
        </div>
      )}
    </div>
  );
}
