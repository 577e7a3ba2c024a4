/**
 * A grand test's result (/grand-tests/result?id=): score at once, a provisional rank and percentile
 * among everyone who has submitted (final when the window closes), subject-wise score and rank
 * beside the top 10%'s average, and after close the questions I got wrong by subtopic (with the
 * seconds spent on each) and the review. The leaderboard is below; a student who did not sit the
 * test sees only the leaderboard.
 */
import type { GrandTestResult } from '@medsutra/contract/grand-tests/api';
import { grandTestScreenText as text } from '@medsutra/contract/grand-tests/screen';
import { PERCENTILE_MIN_TAKERS } from '@medsutra/contract/mcq/tests-paths';
import { librarySubtopicPage } from '@medsutra/contract/routes';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ColumnHeads } from '@/components/ui/column-heads';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorStatus } from '@/lib/api-client';
import { failureSentence } from '@/lib/api-failure';
import { formatWeekdayDateTime } from '@/lib/format-date';
import { useGrandTestResult } from '../api/grand-tests-api';
import { GrandTestLeaderboard } from '../components/grand-test-leaderboard';

const subjectColumns = [
  { label: text.subject, className: 'py-1 pr-2 font-medium' },
  { label: text.score, className: 'py-1 pr-2 text-right font-medium' },
  { label: text.topTenth, className: 'py-1 pr-2 text-right font-medium' },
  { label: text.subjectRank, className: 'py-1 text-right font-medium' },
];

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col rounded-lg bg-surface-muted p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-ink">{value}</dd>
      {detail ? <dd className="text-xs text-muted">{detail}</dd> : null}
    </div>
  );
}

function ResultView({ result }: { result: GrandTestResult }) {
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3">
        <p
          role="status"
          className={result.provisional ? 'rounded-lg bg-accent-soft p-2 text-sm text-ink' : 'text-sm text-muted'}
        >
          {result.provisional ? text.provisional(formatWeekdayDateTime(result.closesAt)) : text.final}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label={text.score} value={String(result.score)} detail={text.outOf(result.maxScore)} />
          <Figure label={text.rank} value={`#${result.rank}`} detail={text.takers(result.takers)} />
          {result.takers >= PERCENTILE_MIN_TAKERS ? (
            <Figure label={text.percentile} value={result.percentile.toFixed(1)} />
          ) : (
            // As for every test (DECISIONS: percentiles from 10 takers): a lone taker is not "0.0".
            <Figure
              label={text.percentile}
              value={result.provisional ? text.percentileNotYet : text.percentileNotShown}
              detail={
                result.provisional
                  ? text.percentileNeeded(PERCENTILE_MIN_TAKERS - result.takers)
                  : text.percentileTooFew(PERCENTILE_MIN_TAKERS)
              }
            />
          )}
          <Figure label={text.topTenth} value={String(result.topTenthAverage)} />
        </dl>
        <p className="text-sm text-muted">{text.counts(result.correct, result.wrong, result.unanswered)}</p>
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>{text.subjects}</CardTitle>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <ColumnHeads columns={subjectColumns} className="text-muted" />
            </thead>
            <tbody className="divide-y divide-border">
              {result.subjects.map((s) => (
                <tr key={s.subjectId}>
                  <th scope="row" className="py-1.5 pr-2 font-normal text-ink">
                    {s.name}
                  </th>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{s.score}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums text-muted">{s.topTenthAverage}</td>
                  <td className="py-1.5 text-right tabular-nums">#{s.rank}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card className="flex flex-col gap-3">
        <CardTitle>{text.wrongTitle}</CardTitle>
        {result.wrongBySubtopic === null ? (
          <p className="text-sm text-muted">{text.wrongLater}</p>
        ) : result.wrongBySubtopic.length === 0 ? (
          <p className="text-sm text-muted">{text.noneWrong}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {result.wrongBySubtopic.map((group) => (
              <li key={group.subtopicId ?? group.subtopicName} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-ink">
                    {group.subtopicName} ({group.questions.length})
                  </span>
                  {group.subtopicId ? (
                    <ButtonLink to={librarySubtopicPage(group.subtopicId)} size="sm" variant="secondary">
                      {text.revise}
                    </ButtonLink>
                  ) : null}
                </div>
                <p className="text-xs text-muted">
                  {group.questions
                    .map((q) => [text.questionNumber(q.position), text.seconds(q.seconds)].filter(Boolean).join(' '))
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
        {result.wrongBySubtopic !== null ? (
          <ButtonLink
            to={`/test?id=${encodeURIComponent(result.attemptId)}`}
            className="self-start"
            variant="secondary"
          >
            {text.review}
          </ButtonLink>
        ) : null}
      </Card>
    </div>
  );
}

export default function GrandTestResultPage() {
  const [params] = useSearchParams();
  const grandTestId = params.get('id') ?? '';
  const result = useGrandTestResult(grandTestId);
  // No result of mine (not taken): the leaderboard alone.
  const notTaken = result.isError && errorStatus(result.error) === 404;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader
        title={result.data?.title ?? text.resultTitle}
        actions={
          <ButtonLink to="/grand-tests" variant="secondary" size="sm">
            {text.back}
          </ButtonLink>
        }
      />
      <div className="flex flex-col gap-4">
        {result.isPending ? <Spinner label={text.resultLoading} /> : null}
        {result.isError && !notTaken ? (
          <p role="alert" className="text-danger">
            {failureSentence(result.error, text.resultFailed)}
          </p>
        ) : null}
        {notTaken ? <p className="text-muted">{text.notTaken}</p> : null}
        {result.data ? <ResultView result={result.data} /> : null}
        {grandTestId ? <GrandTestLeaderboard grandTestId={grandTestId} /> : null}
      </div>
    </div>
  );
}
