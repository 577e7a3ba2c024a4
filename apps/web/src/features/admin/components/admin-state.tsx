/** The frame, the section page and the loading and failure sentences shared by the admin console's pages. */
import { adminMessages } from '@medsutra/contract/admin/api';
import { adminScreen } from '@medsutra/contract/admin/screen';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import type { QueryText } from '@/components/ui/query-view';
import { AdminNav } from './admin-nav';

export const adminQueryText: QueryText = { loading: adminScreen.loading, failed: adminMessages.loadFailed };

/** The frame of every console page: same width and padding as the library's admin page. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6">{children}</div>;
}

/** A console section's page: the frame, its title and description, then the console's navigation. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <AdminFrame>
      <PageHeader title={title} description={description} />
      <AdminNav />
      {children}
    </AdminFrame>
  );
}
