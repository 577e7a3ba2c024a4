/** `/chatbase-contacts`: the student's conversations with the tutor, as a contact list. */
import { Bot } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useThreads } from '../api/tutor-api';
import { formatThreadTime } from '../lib/format';

const MODE_PAGE = {
  tutor: '/augchatbase',
  explain: '/medai-study-tool',
  quiz: '/medai-study-tool',
  viva: '/medai-study-tool',
  compare: '/medai-study-tool',
} as const;

export default function ChatbaseContactsPage() {
  const [search, setSearch] = useState('');
  const threads = useThreads(search.trim());
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title="Chat contacts" description="Your conversations with the MedSutra tutor, newest first." />
      <input
        type="search"
        aria-label="Search conversations"
        placeholder="Search conversations"
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
        className="mb-4 min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-ink"
      />
      {threads.isPending ? <Spinner label="Loading…" /> : null}
      {threads.data && threads.data.threads.length === 0 ? (
        <Card className="text-muted">
          No conversations yet.{' '}
          <Link to="/augchatbase" className="text-primary underline">
            Ask the tutor
          </Link>{' '}
          your first doubt.
        </Card>
      ) : null}
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
        {threads.data?.threads.map((thread) => {
          const base = thread.premium ? '/premium-chat' : MODE_PAGE[thread.mode];
          const href = `${base}?${base === '/medai-study-tool' ? `mode=${thread.mode}&` : ''}thread=${thread.id}`;
          return (
            <li key={thread.id}>
              <Link to={href} className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-surface-muted">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary">
                  <Bot aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">{thread.title}</span>
                  <span className="block text-muted text-sm">
                    MedSutra tutor{thread.premium ? ' (Premium)' : ''} · {thread.messageCount} messages ·{' '}
                    {formatThreadTime(thread.updatedAt)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
