/**
 * Who runs the site (company name, address, Grievance Officer's email), from the server's
 * configuration: the page carries it (no wait, no flash of other text); GET /api/site/company
 * answers when it does not (a page from the service worker's cache of an older build).
 */
import type { CompanyInfo, CompanyReply } from '@medsutra/contract/site/api';
import { PAGE_COMPANY_ID, readCompanyInfo, siteApiPaths } from '@medsutra/contract/site/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

let fromPage: CompanyInfo | null | undefined;

/** The details the page arrived with (read once; the block stays for later visits to other legal pages). */
function pageCompany(): CompanyInfo | null {
  if (fromPage !== undefined) return fromPage;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_COMPANY_ID);
  try {
    fromPage = readCompanyInfo(JSON.parse(element?.textContent ?? 'null'));
  } catch {
    fromPage = null;
  }
  return fromPage;
}

const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'company'],
    queryFn: async () => (await api.get<CompanyReply>(siteApiPaths.company)).company,
    initialData: pageCompany() ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCompany() {
  return useQuery(companyQueryOptions());
}
