/**
 * The admins' queue of library reports (/admin/library-reports): the item as it is now, fix or
 * reject. A report the item analysis filed shows its figures beside the question, where the
 * question's difficulty label can be set from them (decision 145).
 */
import type { LibraryReportStatus } from '@medsutra/contract/library/api';
import { libraryReportReasonLabels } from '@medsutra/contract/library/api';
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { ReportCards } from '@/components/ui/report-cards';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { useAdminReports } from '../api/get-admin-reports';
import { useResolveReport } from '../api/resolve-report';
import { useRevertQuestionDifficulty } from '../api/revert-question-difficulty';
import { useSetQuestionDifficulty } from '../api/set-question-difficulty';
import { ItemFiguresPanel } from '../components/item-figures-panel';
import { libraryQueryText } from '../components/library-state';

const FILTERS: readonly (LibraryReportStatus | 'all')[] = ['open', 'fixed', 'rejected', 'all'];

export default function AdminLibraryReportsPage() {
  const [status, setStatus] = useState<LibraryReportStatus | 'all'>('open');
  const reports = useAdminReports(status);
  const resolve = useResolveReport({
    onSuccess: (message) => showToast('success', message),
    onError: (error) => showToast('error', failureSentence(error, text.loadFailed)),
  });
  const setDifficulty = useSetQuestionDifficulty({
    onSuccess: (message) => showToast('success', message),
    onError: (error) => showToast('error', failureSentence(error, text.loadFailed)),
  });
  const revertDifficulty = useRevertQuestionDifficulty({
    onSuccess: (message) => showToast('success', message),
    onError: (error) => showToast('error', failureSentence(error, text.loadFailed)),
  });
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6">
      <PageHeader title={text.adminReportsTitle} description={text.adminReportsDescription} />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{text.adminFilter}</legend>
        {FILTERS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={status === option ? 'primary' : 'secondary'}
            aria-pressed={status === option}
            onClick={() => setStatus(option)}
          >
            {option === 'all' ? text.adminAll : text.adminStatus[option]}
          </Button>
        ))}
      </fieldset>
      <QueryView
        query={reports}
        text={libraryQueryText}
        emptyWhen={(data) => data.reports.length === 0}
        empty={text.adminEmpty}
      >
        {(data) => (
          <ReportCards
            reports={data.reports}
            kicker={(report) => (
              <>
                {report.itemKind} · {report.itemId} · {text.adminStatus[report.status]}
              </>
            )}
          >
            {(report) => (
              <>
                <p className="font-semibold text-ink">{libraryReportReasonLabels[report.reason]}</p>
                {report.text ? <p className="text-ink [overflow-wrap:anywhere]">{report.text}</p> : null}
                <p className="text-muted text-sm">
                  {text.adminReportedBy(report.reporterName, new Date(report.createdAt).toLocaleDateString('en-IN'))}
                </p>
                <div className={report.figures ? 'grid gap-3 md:grid-cols-2' : undefined}>
                  {report.item ? (
                    <div className="rounded-lg bg-surface-muted p-3 text-sm">
                      {report.itemChanged ? <p className="font-medium text-ink">{text.adminChanged}</p> : null}
                      <p className="font-semibold text-ink [overflow-wrap:anywhere]">{report.item.title}</p>
                      <ul className="list-disc pl-5 text-ink">
                        {report.item.lines.map((line) => (
                          <li key={line} className="[overflow-wrap:anywhere]">
                            {line}
                          </li>
                        ))}
                      </ul>
                      <p className="mt-1 text-muted">{report.item.references.join('; ')}</p>
                    </div>
                  ) : (
                    <p className="text-muted text-sm">{text.adminRemoved}</p>
                  )}
                  {report.figures ? (
                    <ItemFiguresPanel
                      figures={report.figures}
                      answerIndex={report.figures.answerIndex}
                      busy={setDifficulty.isPending || revertDifficulty.isPending}
                      onSetLabel={(difficulty) => setDifficulty.mutate({ questionId: report.itemId, difficulty })}
                      onRevertLabel={() => revertDifficulty.mutate(report.itemId)}
                    />
                  ) : null}
                </div>
                {report.status === 'open' ? (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => resolve.mutate({ reportId: report.id, status: 'fixed' })}>
                      {text.adminFixed}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => resolve.mutate({ reportId: report.id, status: 'rejected' })}
                    >
                      {text.adminRejected}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </ReportCards>
        )}
      </QueryView>
    </div>
  );
}
