import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A quiet text link beside a page's title (to a related page), tall enough to tap. */
export function HeaderTextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center text-primary text-sm">
      {children}
    </Link>
  );
}
