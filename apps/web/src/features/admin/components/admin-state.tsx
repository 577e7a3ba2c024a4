/** Loading and failure states shared by the admin console's pages. */
import { adminMessages } from '@medsutra/contract/admin/api';
import { adminScreen } from '@medsutra/contract/admin/screen';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';

export function AdminLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label={adminScreen.loading} />
    </div>
  );
}

export function AdminFailure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-danger text-sm">
      {failureSentence(error, adminMessages.loadFailed)}
    </p>
  );
}

/** The frame of every console page: same width and padding as the library's admin page. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6">{children}</div>;
}
