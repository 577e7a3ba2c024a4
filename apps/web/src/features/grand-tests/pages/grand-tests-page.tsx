/**
 * Grand tests (/grand-tests): open now (time left in the window, start or resume), upcoming (a
 * reminder toggle) and past tests with my result. Starting opens the attempt on the test screen.
 */
import type { GrandTestSummary } from '@medsutra/contract/grand-tests/api';
import { grandTestScreenText as text } from '@medsutra/contract/grand-tests/screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import {
  type GrandTestList,
  grandTestKeys,
  setGrandTestReminder,
  startGrandTest,
  useGrandTests,
} from '../api/grand-tests-api';
import { GrandTestCard } from '../components/grand-test-card';
import { PendingOrFailed } from '../components/pending-or-failed';
import { grandTestAttemptScreen } from '../lib/grand-test-time';

/** The phone's clock corrected to the server's, ticking each minute (the countdowns). */
function useServerNow(skewMs: number): number {
  const [now, setNow] = useState(() => Date.now() + skewMs);
  useEffect(() => {
    setNow(Date.now() + skewMs);
    const timer = setInterval(() => setNow(Date.now() + skewMs), 30_000);
    return () => clearInterval(timer);
  }, [skewMs]);
  return now;
}

function Section({
  title,
  tests,
  children,
}: {
  title: string;
  tests: GrandTestSummary[];
  children: (t: GrandTestSummary) => React.ReactNode;
}) {
  if (tests.length === 0) return null;
  const id = `grand-tests-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {tests.map((test) => children(test))}
    </section>
  );
}

function Lists({ list }: { list: GrandTestList }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const now = useServerNow(list.skewMs);
  const start = useMutation({
    mutationFn: (test: GrandTestSummary) => startGrandTest(test.id),
    onSuccess: (attempt) => {
      void queryClient.invalidateQueries({ queryKey: grandTestKeys.list });
      navigate(grandTestAttemptScreen(attempt.attemptId, attempt.grandTestId));
    },
    onError: (error) => showToast('error', failureSentence(error, text.startFailed)),
  });
  const reminder = useMutation({
    mutationFn: ({ test, on }: { test: GrandTestSummary; on: boolean }) => setGrandTestReminder(test.id, on),
    onSuccess: (reply, { test }) => {
      queryClient.setQueryData<GrandTestList>(grandTestKeys.list, (data) =>
        data
          ? { ...data, tests: data.tests.map((t) => (t.id === test.id ? { ...t, reminder: reply.reminder } : t)) }
          : data,
      );
      if (reply.reminder) showToast('success', text.reminderSaved);
    },
    onError: (error) => showToast('error', failureSentence(error, text.startFailed)),
  });
  const open = list.tests.filter((t) => t.state === 'open');
  const upcoming = list.tests.filter((t) => t.state === 'upcoming');
  const past = list.tests.filter((t) => t.state === 'closed').reverse();
  const card = (test: GrandTestSummary) => (
    <GrandTestCard
      key={test.id}
      test={test}
      now={now}
      starting={start.isPending && start.variables?.id === test.id}
      onStart={(t) => start.mutate(t)}
      onReminder={(t, on) => reminder.mutate({ test: t, on })}
    />
  );
  if (list.tests.length === 0) return <p className="text-muted">{text.none}</p>;
  return (
    <div className="flex flex-col gap-6">
      {open.length === 0 ? <p className="text-muted">{text.noneOpen}</p> : null}
      <Section title={text.openNow} tests={open}>
        {card}
      </Section>
      <Section title={text.upcoming} tests={upcoming}>
        {card}
      </Section>
      <Section title={text.past} tests={past}>
        {card}
      </Section>
    </div>
  );
}

export default function GrandTestsPage() {
  const list = useGrandTests();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title={text.title} description={text.description} />
      <PendingOrFailed query={list} loading={text.loading} failed={text.loadFailed} />
      {list.data ? <Lists list={list.data} /> : null}
    </div>
  );
}
