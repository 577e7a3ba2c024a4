/** The console's section links, on every admin page: a scrolling row on a phone, a row on a wide screen. */
import { adminPages } from '@medsutra/contract/admin/api';
import { adminScreen as text } from '@medsutra/contract/admin/screen';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const SECTIONS = [
  { to: adminPages.console, label: text.nav.console, end: true },
  { to: adminPages.users, label: text.nav.users, end: false },
  { to: adminPages.moderation, label: text.nav.moderation, end: true },
  { to: adminPages.libraryReports, label: text.nav.libraryReports, end: true },
  { to: adminPages.grandTests, label: text.nav.grandTests, end: true },
  { to: adminPages.refunds, label: text.nav.refunds, end: true },
  { to: adminPages.auditLog, label: text.nav.auditLog, end: true },
] as const;

export function AdminNav() {
  return (
    <nav aria-label={text.navLabel} className="-mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex w-max gap-1 border-border border-b">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 font-medium text-sm',
                  isActive ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink',
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
