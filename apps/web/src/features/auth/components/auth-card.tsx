/** The narrow centred card of the account pages outside the app (reset, verify, remove a device). */
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export function AuthCard({ title, wide = false, children }: { title: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8', wide ? 'max-w-lg' : 'max-w-md')}>
      <Card className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
