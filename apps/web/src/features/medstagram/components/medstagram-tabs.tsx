/** Feed and notes store, as links so that `?tab=stores` can be shared and reloaded. */
import { medstagramScreenMessages } from '@medsutra/contract/mindmap-messages';
import { paths } from '@medsutra/contract/routes';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export type MedstagramTab = 'feed' | 'stores';

const tabs: readonly { id: MedstagramTab; label: string; to: string }[] = [
  { id: 'feed', label: medstagramScreenMessages.tabFeed, to: paths.medstagram },
  { id: 'stores', label: medstagramScreenMessages.tabStores, to: `${paths.medstagram}?tab=stores` },
];

export function MedstagramTabs({ active }: { active: MedstagramTab }) {
  return (
    <nav aria-label={medstagramScreenMessages.tabsLabel} className="flex gap-1 rounded-lg bg-surface-muted p-1">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          aria-current={active === tab.id ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 font-medium text-sm',
            active === tab.id ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
