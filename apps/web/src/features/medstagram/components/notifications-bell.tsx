/**
 * The unread count in the shell: a bell in the header from `sm` up, and a count on the
 * Medstagram tab on a phone (where the header has no room for one more button). Loaded as its own
 * small chunk by the signed-in layout, so the sign-in page's first load does not carry it; the
 * count is one indexed query, fetched once and refreshed every two minutes or on focus.
 */
import { communityScreenMessages as text } from '@medsutra/contract/medstagram/messages';
import { paths } from '@medsutra/contract/routes';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useUnreadCount } from '../api/get-unread-count';

export const notificationsPath = `${paths.medstagram}?tab=notifications`;

export function UnreadCount({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'min-w-4 rounded-full bg-danger px-1 text-center font-semibold text-[10px] text-white leading-4',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** On the Medstagram nav tab, phones only. */
export function UnreadBadge() {
  const unread = useUnreadCount(true).data ?? 0;
  return <UnreadCount count={unread} className="absolute top-0.5 right-1 sm:hidden" />;
}

export default function NotificationsBell() {
  const unread = useUnreadCount(true).data ?? 0;
  return (
    <Link
      to={notificationsPath}
      aria-label={text.notificationsLink(unread)}
      className="relative hidden size-11 items-center justify-center rounded-lg text-muted hover:text-ink sm:inline-flex"
      data-unread={unread}
    >
      <Bell aria-hidden="true" className="size-5" />
      <UnreadCount count={unread} className="absolute top-1.5 right-1" />
    </Link>
  );
}
