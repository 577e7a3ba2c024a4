/** A queue of reports for admins: each in its own card, under a small upper-case line saying what it is. */
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export function ReportCards<Report extends { id: string }>({
  reports,
  kicker,
  children,
}: {
  reports: readonly Report[];
  /** The line above each report: its kind, its target, its status. */
  kicker: (report: Report) => ReactNode;
  children: (report: Report) => ReactNode;
}) {
  return (
    <ul className="space-y-3">
      {reports.map((report) => (
        <li key={report.id}>
          <Card className="space-y-2 p-4">
            <p className="font-medium text-muted text-xs uppercase tracking-wide">{kicker(report)}</p>
            {children(report)}
          </Card>
        </li>
      ))}
    </ul>
  );
}
