/** A submitted test's result: the score, the counts and the marks per subject. */
import type { TestResult } from '@medsutra/contract/mcq/tests-api';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';

export function TestResultView({ result, onNewTest }: { result: TestResult; onNewTest: () => void }) {
  return (
    <Card>
      <CardTitle>{text.resultTitle}</CardTitle>
      <p className="mt-2 text-xl font-semibold" data-testid="test-score">
        {text.score(result.score, result.maxScore)}
      </p>
      <p className="text-muted" data-testid="test-counts">
        {text.counts(result.correct, result.wrong, result.unanswered)}
      </p>
      <p className="mt-1" data-testid="test-percentile">
        {result.standing.percentile !== null
          ? text.percentile(result.standing.percentile, result.standing.takers)
          : text.percentileNeeded(result.standing.needed)}
      </p>
      {result.xpAwarded > 0 ? <p className="mt-1 text-primary">{text.xp(result.xpAwarded)}</p> : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th className="py-2 pr-2">{text.subject}</th>
              <th className="px-2 tabular-nums">{text.correct}</th>
              <th className="px-2 tabular-nums">{text.wrong}</th>
              <th className="px-2 tabular-nums">{text.unanswered}</th>
              <th className="pl-2 tabular-nums">{text.subjectScore}</th>
            </tr>
          </thead>
          <tbody>
            {result.perSubject.map((subject) => (
              <tr key={subject.subjectId} className="border-b border-border">
                <td className="py-2 pr-2">{subject.name}</td>
                <td className="px-2 tabular-nums">{subject.correct}</td>
                <td className="px-2 tabular-nums">{subject.wrong}</td>
                <td className="px-2 tabular-nums">{subject.unanswered}</td>
                <td className="pl-2 tabular-nums">{subject.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button className="mt-4" onClick={onNewTest}>
        {text.newTest}
      </Button>
    </Card>
  );
}
