import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CtaLinkProps {
  to: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
  className?: string;
}

const variantClasses = {
  primary: 'bg-primary text-on-primary hover:bg-primary-strong',
  secondary: 'border border-border bg-surface text-ink hover:bg-surface-muted',
} as const;

/** A link that looks like a button: at least 44 px tall so it is easy to tap. */
export function CtaLink({ to, variant = 'primary', children, className = '' }: CtaLinkProps) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2 font-semibold text-base no-underline transition-colors ${variantClasses[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}

/** An inline text link in body copy. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline underline-offset-2 hover:text-primary-strong">
      {children}
    </Link>
  );
}

/** A row of plain text links to other pages (related legal pages, other guides). */
export function TextLinkList({
  links,
  className,
}: {
  links: readonly { to: string; label: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to} className="py-1">
          <TextLink to={link.to}>{link.label}</TextLink>
        </li>
      ))}
    </ul>
  );
}
