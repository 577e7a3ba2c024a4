/** Feed, following, saved and notes store, as links so that `?tab=` can be shared and reloaded. */
import { communityScreenMessages, medstagramScreenMessages } from '@medsutra/contract/medstagram/messages';
import { paths } from '@medsutra/contract/routes';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export type MedstagramPageTab = 'feed' | 'following' | 'saved' | 'stores' | 'notifications';

const tabs: readonly { id: MedstagramPageTab; label: string; to: string }[] = [
  { id: 'feed', label: medstagramScreenMessages.tabFeed, to: paths.medstagram },
  { id: 'following', label: communityScreenMessages.tabFollowing, to: `${paths.medstagram}?tab=following` },
  { id: 'saved', label: communityScreenMessages.tabSaved, to: `${paths.medstagram}?tab=saved` },
  { id: 'stores', label: medstagramScreenMessages.tabStores, to: `${paths.medstagram}?tab=stores` },
];

export function MedstagramTabs({ active }: { active: MedstagramPageTab }) {
  return (
    <nav
      aria-label={medstagramScreenMessages.tabsLabel}
      className="grid grid-cols-4 gap-1 rounded-lg bg-surface-muted p-1"
    >
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          aria-current={active === tab.id ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center justify-center rounded-md px-1 text-center font-medium text-xs sm:px-4 sm:text-sm',
            active === tab.id ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
