import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** A page title whose one action is a secondary link to the page one level up or beside it. */
export function PageHeaderWithBackLink({
  title,
  description,
  to,
  label,
}: {
  title: string;
  description?: ReactNode;
  to: string;
  label: string;
}) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <ButtonLink to={to} variant="secondary">
          {label}
        </ButtonLink>
      }
    />
  );
}
