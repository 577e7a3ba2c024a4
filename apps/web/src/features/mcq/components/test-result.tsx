/**
 * A submitted test's result: the score, the counts and the marks per subject. On a phone each
 * subject is a stacked row (name, then its four figures), so the Score is never off screen at
 * 360 px; from 640 px it is a table.
 */
import type { TestResult } from '@medsutra/contract/mcq/tests-api';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';

/** A subject's three counts, in the order the row and the table show them. */
const COUNTS = ['correct', 'wrong', 'unanswered'] as const;

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
      <ul className="mt-4 divide-y divide-border border-border border-y text-sm sm:hidden" data-testid="subject-rows">
        {result.perSubject.map((subject) => (
          <li key={subject.subjectId} className="py-2">
            <p className="font-medium">{subject.name}</p>
            <dl className="mt-1 grid grid-cols-4 gap-1 tabular-nums">
              {COUNTS.map((count) => (
                <div key={count}>
                  <dt className="text-muted text-xs">{text[count]}</dt>
                  <dd>{subject[count]}</dd>
                </div>
              ))}
              <div>
                <dt className="font-semibold text-xs">{text.subjectScore}</dt>
                <dd className="font-semibold">{subject.score}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th className="py-2 pr-2">{text.subject}</th>
              {COUNTS.map((count) => (
                <th key={count} className="px-2 tabular-nums">
                  {text[count]}
                </th>
              ))}
              <th className="pl-2 tabular-nums">{text.subjectScore}</th>
            </tr>
          </thead>
          <tbody>
            {result.perSubject.map((subject) => (
              <tr key={subject.subjectId} className="border-b border-border">
                <td className="py-2 pr-2">{subject.name}</td>
                {COUNTS.map((count) => (
                  <td key={count} className="px-2 tabular-nums">
                    {subject[count]}
                  </td>
                ))}
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
