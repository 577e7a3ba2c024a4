/** Links between the economy pages, scrolling sideways on a phone. */
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { paths } from '@medsutra/contract/routes';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const text = economyUiMessages.nav;

const ECONOMY_LINKS = [
  { to: paths.medCoinsTracking, label: text.coins },
  { to: paths.transactionHistory, label: text.transactions },
  { to: paths.coinAnalytics, label: text.analytics },
  { to: paths.xpTracking, label: text.xp },
  { to: paths.taskTracking, label: text.tasks },
  { to: paths.profileSystem, label: text.levels },
  { to: paths.leaderboard, label: text.leaderboard },
  { to: paths.referral, label: text.referral },
] as const;

export function EconomyNav({ className }: { className?: string }) {
  const navRef = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: bring this page's link into view (without moving the page).
  // Each page mounts its own row, so once on mount is enough.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && active) nav.scrollLeft = Math.max(0, active.offsetLeft - nav.clientWidth / 2 + active.offsetWidth / 2);
  }, []);
  return (
    <nav ref={navRef} aria-label={text.label} className={cn('-mx-4 mb-4 overflow-x-auto px-4', className)}>
      <ul className="flex gap-2 whitespace-nowrap">
        {ECONOMY_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-medium',
                  isActive
                    ? 'border-primary bg-primary-soft text-ink'
                    : 'border-border bg-surface text-muted hover:text-ink',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
