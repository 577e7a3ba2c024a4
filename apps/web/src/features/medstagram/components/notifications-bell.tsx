/**
 * The header's bell with the unread count. Loaded as its own small chunk by the signed-in layout,
 * so the sign-in page's first load does not carry it; the count is one indexed query, fetched once
 * and refreshed every two minutes or on focus, never per route.
 */
import { communityScreenMessages as text } from '@medsutra/contract/medstagram';
import { paths } from '@medsutra/contract/routes';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count';

export default function NotificationsBell() {
  const unread = useUnreadCount(true).data ?? 0;
  return (
    <Link
      to={`${paths.medstagram}?tab=notifications`}
      aria-label={text.notificationsLink(unread)}
      className="relative inline-flex h-11 w-8 items-center justify-center rounded-lg text-muted hover:text-ink sm:w-11"
      data-unread={unread}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 -right-1 min-w-4 rounded-full bg-danger px-1 text-center font-semibold text-[10px] text-white leading-4"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
