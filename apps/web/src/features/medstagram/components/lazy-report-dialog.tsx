/** The report dialog, its code fetched the first time a student opens one; nothing while `open` is false. */
import { type ComponentProps, lazy, Suspense } from 'react';

const ReportDialog = lazy(() => import('./report-dialog'));

export function LazyReportDialog({ open, ...dialog }: { open: boolean } & ComponentProps<typeof ReportDialog>) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...dialog} />
    </Suspense>
  );
}
