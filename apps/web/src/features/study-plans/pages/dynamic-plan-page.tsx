/**
 * The dynamic plan (/dynamic-plan/:planId): re-spread what missed days held over the days left,
 * respecting days off and the daily hours, and show what moved.
 */
import type { ReplanReply } from '@medsutra/contract/study-plans/api';
import { useState } from 'react';
import { useParams } from 'react-router';
import { HeaderTextLink } from '@/components/header-text-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { apiErrorMessage } from '@/lib/api-client';
import { useReplan, useStudyPlan } from '../api/study-plans-api';
import { dayLabel, PlanDays, PlanFailure, PlanLoading, todayInIndia } from '../components/plan-view';

export default function DynamicPlanPage() {
  const planId = useParams().planId ?? '';
  const query = useStudyPlan(planId);
  const replan = useReplan(planId);
  const [result, setResult] = useState<ReplanReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = todayInIndia();
  const missed =
    query.data?.items.filter(
      (item) => item.day < today && !item.done && (item.kind === 'study' || item.kind === 'revision'),
    ).length ?? 0;
  const run = () => {
    setError(null);
    replan.mutate(undefined, {
      onSuccess: setResult,
      onError: (failure) => setError(apiErrorMessage(failure) ?? 'The plan could not be re-planned. Try again.'),
    });
  };
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <PageHeader
        title="Dynamic plan"
        description="A missed day is not lost: what it held is spread over the days left before your exam, within your hours and days off."
      />
      {query.isPending ? (
        <PlanLoading />
      ) : query.isError ? (
        <PlanFailure error={query.error} />
      ) : (
        <>
          <Card className="space-y-3 p-4">
            <p className="text-ink">
              {missed === 0
                ? 'Nothing is missed: every study and revision item before today is done.'
                : `${missed} study and revision items before today are not done.`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={run} disabled={replan.isPending || missed === 0}>
                {replan.isPending ? 'Re-planning…' : 'Spread missed items over the days left'}
              </Button>
              <HeaderTextLink to={`/study-plan/${planId}`}>Back to the plan</HeaderTextLink>
            </div>
            {error ? (
              <p role="alert" className="text-danger text-sm">
                {error}
              </p>
            ) : null}
          </Card>
          {result ? (
            <Card className="space-y-2 p-4" aria-live="polite">
              <h2 className="font-semibold text-ink">What moved</h2>
              <p className="text-muted text-sm">{result.message}</p>
              <ul className="max-h-80 space-y-1 overflow-auto text-sm">
                {result.moved.map((move) => (
                  <li key={move.itemId} className="text-ink">
                    {move.title}: {dayLabel(move.from)} → <strong>{dayLabel(move.to)}</strong>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <PlanDays reply={query.data} />
        </>
      )}
    </div>
  );
}
