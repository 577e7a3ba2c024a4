/** /admin/audit-log: every admin action, newest first, with who and when. */
import { adminUserPage } from '@medsutra/contract/admin/api';
import { adminScreen } from '@medsutra/contract/admin/screen';
import { Link } from 'react-router';
import { QueryView } from '@/components/ui/query-view';
import { formatFullDateTime, formatWhen } from '@/lib/format-time';
import { useAuditLog } from '../api/get-audit-log';
import { AdminPage, adminQueryText } from '../components/admin-state';

const text = adminScreen.auditLog;

/** The detail's facts as short `key: value` pairs (reasons, roles, the reported target). */
function detailLine(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

export default function AdminAuditLogPage() {
  const log = useAuditLog();
  return (
    <AdminPage title={text.title} description={text.description}>
      <QueryView query={log} text={adminQueryText} emptyWhen={(data) => data.actions.length === 0} empty={text.empty}>
        {(data) => (
          <ol className="divide-y divide-border rounded-xl border border-border bg-surface">
            {data.actions.map((entry) => (
              <li key={entry.id} className="space-y-1 px-4 py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="font-semibold text-ink">{entry.action}</p>
                  <time
                    dateTime={entry.createdAt}
                    title={formatFullDateTime(entry.createdAt)}
                    className="text-muted text-sm"
                  >
                    {formatWhen(entry.createdAt)}
                  </time>
                </div>
                <p className="text-muted text-sm">
                  {entry.adminName ? `${entry.adminName} (@${entry.adminHandle})` : text.deletedAdmin} ·{' '}
                  {entry.targetKind}{' '}
                  {entry.targetKind === 'user' ? (
                    <Link
                      to={adminUserPage(entry.targetId)}
                      className="text-primary underline [overflow-wrap:anywhere]"
                    >
                      {entry.targetId}
                    </Link>
                  ) : (
                    <span className="[overflow-wrap:anywhere]">{entry.targetId}</span>
                  )}
                </p>
                {detailLine(entry.detail) ? (
                  <p className="text-ink text-sm [overflow-wrap:anywhere]">{detailLine(entry.detail)}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </AdminPage>
  );
}
