/**
 * A tool page's list of the student's last ten runs under its own title, or nothing before the
 * first run; each page says what one run shows (a title, a score, a button to open it).
 */
import type { ToolRunListReply } from '@medsutra/contract/tools/api';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';

type Run = ToolRunListReply['runs'][number];

export function PastRuns({
  runs,
  title,
  titleId,
  listClassName,
  itemClassName,
  children,
}: {
  runs: Run[] | undefined;
  title: string;
  /** Labels the card by its title. */
  titleId?: string;
  listClassName: string;
  itemClassName?: string;
  children: (run: Run) => ReactNode;
}) {
  if (!runs || runs.length === 0) return null;
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      <ul className={listClassName}>
        {runs.slice(0, 10).map((run) => (
          <li key={run.runId} className={itemClassName}>
            {children(run)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
