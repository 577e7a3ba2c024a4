/** /admin/users: search accounts by part of an email, a name or a handle (the query is kept in ?q=). */
import { adminUserPage } from '@medsutra/contract/admin/api';
import { adminScreen as text } from '@medsutra/contract/admin/screen';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { QueryView } from '@/components/ui/query-view';
import { useAdminUsers } from '../api/get-users';
import { AdminPage, adminQueryText } from '../components/admin-state';

export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const users = useAdminUsers(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {}, { replace: true });
  };
  return (
    <AdminPage title={text.users.title} description={text.users.description}>
      <form onSubmit={search} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Input
            label={text.users.search}
            type="search"
            value={draft}
            maxLength={200}
            placeholder={text.users.searchPlaceholder}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">{text.users.searchButton}</Button>
      </form>
      <QueryView
        query={users}
        text={adminQueryText}
        emptyWhen={(data) => data.users.length === 0}
        empty={text.users.empty}
      >
        {(data) => (
          <ul className="space-y-2">
            {data.users.map((user) => (
              <li key={user.id}>
                <Link
                  to={adminUserPage(user.id)}
                  className="block rounded-xl focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <Card className="flex flex-col gap-1 p-3 hover:border-primary sm:flex-row sm:items-center sm:justify-between sm:p-4">
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-ink">{user.fullName}</p>
                      <p className="truncate text-muted text-sm">
                        {user.email} · @{user.handle}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-1 text-xs">
                      {user.role === 'admin' ? (
                        <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
                          {text.users.admin}
                        </span>
                      ) : null}
                      {user.suspended ? (
                        <span className="rounded-full bg-danger-soft px-2 py-0.5 font-medium text-danger">
                          {text.users.suspended}
                        </span>
                      ) : null}
                      <span className="text-muted">
                        {text.users.joined(new Date(user.createdAt).toLocaleDateString('en-IN'))}
                      </span>
                    </div>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </AdminPage>
  );
}
