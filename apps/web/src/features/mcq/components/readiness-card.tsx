/** Predicted readiness with its formula written out and worked with the student's own numbers. */
import {
  type AnalyticsOverviewReply,
  READINESS_COVERAGE_QUESTIONS,
  READINESS_WINDOW_DAYS,
  userAnalyticsText as text,
  READINESS_WEIGHTS as W,
} from '@medsutra/contract/mcq/analytics';
import { Card, CardTitle } from '@/components/ui/card';

export function ReadinessCard({ readiness: r }: { readiness: AnalyticsOverviewReply['readiness'] }) {
  return (
    <Card className="mb-4">
      <CardTitle>{text.readinessTitle}</CardTitle>
      <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid="readiness-score">
        {r.score}
        <span className="text-base font-normal text-muted"> / 100</span>
      </p>
      <p className="mt-3 font-medium">{text.readinessFormula}</p>
      <p className="mt-1 font-mono text-sm tabular-nums" data-testid="readiness-worked">
        = {W.accuracy} × {r.accuracy} + {W.coverage} × {r.coverage} + {W.consistency} × {r.consistency} = {r.score}
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        <li>
          {text.readinessAccuracy(READINESS_WINDOW_DAYS)}: {r.accuracy}%
        </li>
        <li>
          {text.readinessCoverage(READINESS_COVERAGE_QUESTIONS, r.coveredSubjects, r.totalSubjects)}: {r.coverage}%
        </li>
        <li>
          {text.readinessConsistency(r.activeDays, READINESS_WINDOW_DAYS)}: {r.consistency}%
        </li>
      </ul>
      <p className="mt-3 text-sm text-muted">{text.readinessCaveat}</p>
    </Card>
  );
}
