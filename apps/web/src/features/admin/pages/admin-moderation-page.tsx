/** /admin/moderation: the open reports, each with its target as the owning module describes it. */
import { adminMessages } from '@medsutra/contract/admin/api';
import { adminScreen } from '@medsutra/contract/admin/screen';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { QueryView } from '@/components/ui/query-view';
import { ReportCards } from '@/components/ui/report-cards';
import { failureSentence } from '@/lib/api-failure';
import { formatWhen } from '@/lib/format-time';
import { showToast } from '@/lib/toast';
import { useDecideReport } from '../api/decide-report';
import { useModerationQueue } from '../api/get-reports';
import { AdminPage, adminQueryText } from '../components/admin-state';

const text = adminScreen.moderation;
/** Uphold takes the content down (the danger button); dismiss leaves it. */
const DECISIONS = [
  { decision: 'uphold', variant: 'danger' },
  { decision: 'dismiss', variant: 'secondary' },
] as const;

export default function AdminModerationPage() {
  const queue = useModerationQueue();
  const decide = useDecideReport({
    onSuccess: (message) => showToast('success', message),
    onError: (error) => showToast('error', failureSentence(error, adminMessages.actionFailed)),
  });
  return (
    <AdminPage title={text.title} description={text.description}>
      <QueryView query={queue} text={adminQueryText} emptyWhen={(data) => data.reports.length === 0} empty={text.empty}>
        {(data) => (
          <ReportCards
            reports={data.reports}
            kicker={(report) => (
              <>
                {report.targetKind} · {text.open}
                {report.openOnTarget > 1 ? ` · ${text.others(report.openOnTarget)}` : ''}
              </>
            )}
          >
            {(report) => (
              <>
                {report.target ? (
                  <p className="font-semibold text-ink [overflow-wrap:anywhere]">
                    <Link to={report.target.link} className="underline">
                      {report.target.title}
                    </Link>
                    {report.target.hidden ? (
                      <span className="ml-2 text-muted text-sm">{text.alreadyHidden}</span>
                    ) : null}
                  </p>
                ) : (
                  <p className="text-muted">{text.gone}</p>
                )}
                <p className="text-ink">{report.reason}</p>
                {report.details ? <p className="text-ink [overflow-wrap:anywhere]">“{report.details}”</p> : null}
                <p className="text-muted text-sm">
                  {text.reportedBy(report.reporter.name, report.reporter.handle, formatWhen(report.createdAt))}
                </p>
                <div className="flex flex-wrap gap-2">
                  {DECISIONS.map(({ decision, variant }) => (
                    <Button
                      key={decision}
                      size="sm"
                      variant={variant}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ reportId: report.id, decision })}
                    >
                      {text[decision]}
                    </Button>
                  ))}
                </div>
              </>
            )}
          </ReportCards>
        )}
      </QueryView>
    </AdminPage>
  );
}
