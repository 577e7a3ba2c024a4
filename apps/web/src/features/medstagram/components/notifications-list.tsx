/** The student's notifications, newest first; opening the list marks them read. */
import type { MedstagramNotification } from '@medsutra/contract/medstagram/api';
import { communityScreenMessages as text } from '@medsutra/contract/medstagram/messages';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { failureSentence } from '@/lib/api-failure';
import { cn } from '@/lib/cn';
import { formatWhen } from '@/lib/format-time';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { medstagramAuthorPath } from '../lib/author-path';
import { Avatar } from './avatar';

function Line({ item }: { item: MedstagramNotification }) {
  if (item.kind === 'sale' || !item.actor) return <span>{text.notification.sale(item.detail)}</span>;
  return (
    <span>
      <Link to={medstagramAuthorPath(item.actor.handle)} className="font-semibold text-ink hover:underline">
        {item.actor.name}
      </Link>{' '}
      {text.notification[item.kind]}
      {item.kind === 'comment' && item.detail ? <span className="text-muted">: “{item.detail}”</span> : null}
    </span>
  );
}

export function NotificationsList() {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const hasUnread = list.data?.some((item) => !item.read) ?? false;
  const { mutate } = markRead;
  useEffect(() => {
    if (hasUnread) mutate();
  }, [hasUnread, mutate]);

  if (list.isPending)
    return <div className="h-40 animate-pulse rounded-xl bg-surface-muted motion-reduce:animate-none" />;
  if (list.isError)
    return (
      <Card role="alert">
        <p className="text-danger">{failureSentence(list.error, text.notificationsFailed)}</p>
      </Card>
    );
  if (list.data.length === 0)
    return (
      <Card>
        <p className="text-muted">{text.notificationsEmpty}</p>
      </Card>
    );
  return (
    <Card className="p-0">
      <ul className="divide-y divide-border">
        {list.data.map((item) => (
          <li key={item.id} className={cn('flex items-start gap-3 p-3 text-sm', !item.read && 'bg-primary-soft/40')}>
            {item.actor ? <Avatar person={item.actor} size={32} /> : null}
            <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
              <Line item={item} /> <span className="text-muted text-xs">{formatWhen(item.created_at)}</span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
