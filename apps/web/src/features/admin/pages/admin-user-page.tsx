/** /admin/users/:userId: one account — plan, balances, devices, sessions, role — and its suspension. */
import { ADMIN_REASON_MAX, type AdminUserDetail, adminMessages, adminPages } from '@medsutra/contract/admin/api';
import { adminScreen } from '@medsutra/contract/admin/screen';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { useAuthState } from '@/features/auth/api/get-auth-status';
import { failureSentence } from '@/lib/api-failure';
import { formatWhen } from '@/lib/format-time';
import { showToast } from '@/lib/toast';
import { useChangeUser } from '../api/change-user';
import { useAdminUser } from '../api/get-user';
import { AdminNav } from '../components/admin-nav';
import { AdminFrame, adminQueryText } from '../components/admin-state';

const text = adminScreen.user;

export default function AdminUserPage() {
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  return (
    <AdminFrame>
      <AdminNav />
      <Link to={adminPages.users} className="inline-flex min-h-11 items-center text-primary text-sm underline">
        ← {text.back}
      </Link>
      <QueryView query={user} text={adminQueryText}>
        {(data) => <UserDetail user={data.user} />}
      </QueryView>
    </AdminFrame>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface-muted px-3 py-2">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="font-semibold text-ink [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/** A titled card listing the account's devices or sessions, or saying there are none. */
function ListCard<Item extends { id: string }>({
  title,
  none,
  items,
  children,
}: {
  title: string;
  none: string;
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  return (
    <Card className="space-y-2">
      <CardTitle>{title}</CardTitle>
      {items.length === 0 ? (
        <p className="text-muted text-sm">{none}</p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const auth = useAuthState();
  const yourself = auth.status === 'signedIn' && auth.user.email === user.email;
  const [reason, setReason] = useState('');
  const change = useChangeUser({
    onSuccess: (message) => {
      setReason('');
      showToast('success', message);
    },
    onError: (error) => showToast('error', failureSentence(error, adminMessages.actionFailed)),
  });
  const suspend = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ kind: 'suspend', userId: user.id, reason });
  };
  return (
    <div className="space-y-4">
      <PageHeader
        title={user.fullName}
        description={<span className="[overflow-wrap:anywhere]">{`${user.email} · @${user.handle}`}</span>}
      />
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label={text.plan} value={user.plan} />
        <Fact label={text.coins} value={user.coins.toLocaleString('en-IN')} />
        <Fact label={text.xp} value={user.xp.toLocaleString('en-IN')} />
        <Fact label={text.role} value={user.role} />
      </dl>
      <p className="text-muted text-sm">{user.emailVerified ? text.verified : text.notVerified}</p>

      {user.suspension ? (
        <Card className="space-y-3 border-danger/40">
          <p role="status" className="text-danger [overflow-wrap:anywhere]">
            {text.suspendedBecause(user.suspension.reason, user.suspension.byName, formatWhen(user.suspension.at))}
          </p>
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'unsuspend', userId: user.id })}
          >
            {text.unsuspend}
          </Button>
        </Card>
      ) : yourself ? null : (
        <Card className="space-y-3">
          <CardTitle>{text.suspendTitle}</CardTitle>
          <p className="text-muted text-sm">{text.suspendHint}</p>
          <form onSubmit={suspend} className="space-y-3">
            <Input
              label={text.reason}
              value={reason}
              required
              minLength={3}
              maxLength={ADMIN_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button type="submit" variant="danger" disabled={change.isPending}>
              {text.suspend}
            </Button>
          </form>
        </Card>
      )}

      <Card className="space-y-3">
        <CardTitle>{text.role}</CardTitle>
        {yourself ? (
          <p className="text-muted text-sm">{text.yourself}</p>
        ) : (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() =>
              change.mutate({ kind: 'role', userId: user.id, role: user.role === 'admin' ? 'user' : 'admin' })
            }
          >
            {user.role === 'admin' ? text.removeAdmin : text.makeAdmin}
          </Button>
        )}
      </Card>

      <ListCard title={text.devices} none={text.noDevices} items={user.devices}>
        {(device) => (
          <>
            <p className="font-medium text-ink">{device.deviceName}</p>
            <p className="text-muted text-sm">{text.lastUsed(formatWhen(device.lastUsed))}</p>
          </>
        )}
      </ListCard>

      <ListCard title={text.sessions} none={text.noSessions} items={user.sessions}>
        {(session) => (
          <>
            <p className="font-medium text-ink">{session.deviceName ?? text.unknownDevice}</p>
            <p className="text-muted text-sm [overflow-wrap:anywhere]">
              {[session.ipAddress, session.userAgent].filter(Boolean).join(' · ')}
            </p>
            <p className="text-muted text-sm">{text.lastSeen(formatWhen(session.lastSeenAt))}</p>
          </>
        )}
      </ListCard>
    </div>
  );
}
