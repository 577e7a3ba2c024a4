import type { CompanyInfo } from '@medsutra/contract/site/api';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useCompany } from '../api/get-company';
import { MarketingPage } from './marketing-page';

/**
 * A legal page that names the company: rendered at once from the details the page carries, or,
 * without them, after GET /api/site/company (a short wait, never a wrong name).
 */
export function WithCompany({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: (company: CompanyInfo) => ReactNode;
}) {
  const company = useCompany();
  if (company.data) return children(company.data);
  return (
    <MarketingPage title={title} lead={lead}>
      {company.isError ? (
        <p role="alert" className="text-danger">
          This page could not be loaded. Check your connection and reload the page.
        </p>
      ) : (
        <Spinner label="Loading…" />
      )}
    </MarketingPage>
  );
}
