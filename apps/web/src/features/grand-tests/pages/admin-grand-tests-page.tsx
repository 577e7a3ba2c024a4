/**
 * Grand tests admin (/admin/grand-tests): create a draft (pattern, title, window in India time) whose
 * paper the server assembles by blueprint, preview it with keys and, after close, each question's
 * item figures; swap a question for another of the same subtopic and difficulty; correct a
 * difficulty label; publish. The server logs every action in the audit log.
 */
import type { AdminGrandTest } from '@medsutra/contract/grand-tests/api';
import { type GrandTestPatternId, grandTestPatternIds } from '@medsutra/contract/grand-tests/paths';
import { grandTestPatternText, grandTestScreenText as text } from '@medsutra/contract/grand-tests/screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { formatWeekdayDateTime } from '@/lib/format-date';
import { showToast } from '@/lib/toast';
import {
  createGrandTest,
  grandTestKeys,
  publishGrandTest,
  setGrandTestDifficulty,
  swapGrandTestQuestion,
  useAdminGrandTest,
  useAdminGrandTests,
} from '../api/grand-tests-api';

const selectClasses = 'min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink';
/** A `datetime-local` value read as India time. */
const fromIndiaLocal = (value: string) => new Date(`${value}:00+05:30`).toISOString();

function CreateForm({ onCreated }: { onCreated: (test: AdminGrandTest) => void }) {
  const [pattern, setPattern] = useState<GrandTestPatternId>('neet-pg');
  const [title, setTitle] = useState('');
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const create = useMutation({
    mutationFn: () =>
      createGrandTest({ pattern, title, opensAt: fromIndiaLocal(opens), closesAt: fromIndiaLocal(closes) }),
    onSuccess: onCreated,
    onError: (error) => showToast('error', failureSentence(error, text.adminFailed)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Card>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <CardTitle>{text.adminCreate}</CardTitle>
        <Input
          label={text.adminTitleLabel}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={120}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="grand-test-pattern" className="text-sm font-medium text-ink">
            {text.adminPattern}
          </label>
          <select
            id="grand-test-pattern"
            className={selectClasses}
            value={pattern}
            onChange={(e) => setPattern(e.target.value as GrandTestPatternId)}
          >
            {grandTestPatternIds.map((id) => (
              <option key={id} value={id}>
                {grandTestPatternText[id]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Input
            label={text.adminOpens}
            type="datetime-local"
            value={opens}
            onChange={(e) => setOpens(e.target.value)}
            required
          />
          <Input
            label={text.adminCloses}
            type="datetime-local"
            value={closes}
            onChange={(e) => setCloses(e.target.value)}
            required
          />
        </div>
        <Button type="submit" className="self-start" disabled={create.isPending}>
          {create.isPending ? text.adminCreating : text.adminCreate}
        </Button>
      </form>
    </Card>
  );
}

function Preview({ grandTestId }: { grandTestId: string }) {
  const queryClient = useQueryClient();
  const test = useAdminGrandTest(grandTestId);
  const updated = (next: AdminGrandTest) => {
    queryClient.setQueryData(grandTestKeys.admin(grandTestId), next);
    void queryClient.invalidateQueries({ queryKey: grandTestKeys.adminList });
  };
  const onError = (error: unknown) => showToast('error', failureSentence(error, text.adminFailed));
  const swap = useMutation({
    mutationFn: (questionId: string) => swapGrandTestQuestion(grandTestId, questionId),
    onSuccess: updated,
    onError,
  });
  const publish = useMutation({ mutationFn: () => publishGrandTest(grandTestId), onSuccess: updated, onError });
  const label = useMutation({
    mutationFn: (input: { questionId: string; difficulty: 'easy' | 'medium' | 'hard' }) =>
      setGrandTestDifficulty(grandTestId, input.questionId, input.difficulty),
    onSuccess: updated,
    onError,
  });
  if (test.isPending) return <Spinner label={text.adminPreview} />;
  if (test.isError)
    return (
      <p role="alert" className="text-danger">
        {failureSentence(test.error, text.adminFailed)}
      </p>
    );
  const data = test.data;
  const draft = data.status === 'draft';
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>
          {data.title} · {text.adminStatus[data.status]}
        </CardTitle>
        {draft ? (
          <Button onClick={() => publish.mutate()} disabled={publish.isPending}>
            {text.adminPublish}
          </Button>
        ) : null}
      </div>
      <ol className="flex flex-col gap-3">
        {data.questions.map((q) => (
          <li key={q.questionId} className="rounded-lg border border-border p-3 text-sm">
            <p className="font-medium text-ink">
              {q.position}. {q.stem}
            </p>
            <p className="text-xs text-muted">
              {q.subjectId} · {q.subtopicId ?? '—'} · {q.difficulty} · {q.format} · {q.questionId}
            </p>
            <ol className="mt-1 list-[upper-alpha] pl-6">
              {q.options.map((option, index) => (
                <li key={option} className={index === q.answerIndex ? 'font-semibold text-success' : 'text-ink'}>
                  {option}
                  {index === q.answerIndex ? ` (${text.adminKey})` : ''}
                  {q.stats ? ` · ${Math.round((q.stats.optionPicks[index] ?? 0) * 100)}%` : ''}
                </li>
              ))}
            </ol>
            {q.stats ? (
              <p className={q.stats.flagged ? 'mt-1 text-danger' : 'mt-1 text-muted'}>
                {text.adminFigures(q.stats.difficulty, q.stats.discrimination)}
                {q.stats.flagged ? ` · ${text.adminFlagged}: ${q.stats.reasons.join('; ')}` : ''}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {draft ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={swap.isPending}
                  onClick={() => swap.mutate(q.questionId)}
                >
                  {text.adminSwap}
                </Button>
              ) : null}
              <label className="flex items-center gap-2 text-xs text-muted">
                {text.adminSetDifficulty}
                <select
                  className={selectClasses}
                  value={q.difficulty}
                  onChange={(e) =>
                    label.mutate({ questionId: q.questionId, difficulty: e.target.value as 'easy' | 'medium' | 'hard' })
                  }
                >
                  <option value="easy">easy</option>
                  <option value="medium">medium</option>
                  <option value="hard">hard</option>
                </select>
              </label>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export default function AdminGrandTestsPage() {
  const queryClient = useQueryClient();
  const list = useAdminGrandTests();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <PageHeader title={text.adminTitle} description={text.adminDescription} />
      <div className="flex flex-col gap-4">
        <CreateForm
          onCreated={(test) => {
            queryClient.setQueryData(grandTestKeys.admin(test.id), test);
            void queryClient.invalidateQueries({ queryKey: grandTestKeys.adminList });
            setSelected(test.id);
          }}
        />
        {list.isPending ? <Spinner label={text.loading} /> : null}
        {list.data ? (
          <ul className="flex flex-col gap-2">
            {list.data.tests.map((test) => (
              <li
                key={test.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm"
              >
                <span className="text-ink">
                  <strong>{test.title}</strong> · {text.adminStatus[test.status]} · {test.state} ·{' '}
                  {formatWeekdayDateTime(test.opensAt)} – {formatWeekdayDateTime(test.closesAt)} ·{' '}
                  {text.adminTakers(test.takers)}
                </span>
                <Button size="sm" variant="secondary" onClick={() => setSelected(test.id)}>
                  {text.adminPreview}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {selected ? <Preview grandTestId={selected} /> : null}
      </div>
    </div>
  );
}
