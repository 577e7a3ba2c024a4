/** What a tool run produced, in a card named by its title, with the run's source label under it. */
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export function OutputCard({
  titleId,
  title,
  label,
  className,
  children,
}: {
  titleId: string;
  title: string;
  /** Where the output came from (the model, or the library offline). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('flex flex-col gap-3', className)} aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      <p className="font-medium text-muted text-sm">{label}</p>
      {children}
    </Card>
  );
}
