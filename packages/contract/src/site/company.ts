/**
 * The company block every page carries, read without zod: the marketing and legal pages read it
 * on their first load, and zod there costs its weight and a `new Function` probe that the page's
 * CSP reports. `readCompanyInfo` accepts exactly what api.ts' companyInfoSchema accepts (a test
 * holds the two together).
 */
import type { CompanyInfo } from './api.ts';

export const siteApiPaths = { company: '/api/site/company' } as const;

/** The id of the JSON block with the company details that the server writes into every page. */
export const PAGE_COMPANY_ID = 'medsutra-company';

/** The company details in `value`, or null when it is not a complete, well-typed block. */
export function readCompanyInfo(value: unknown): CompanyInfo | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const block = value as Record<string, unknown>;
  const { companyName, companyAddress, grievanceEmail, aiModelConfigured } = block;
  if (typeof companyName !== 'string' || typeof companyAddress !== 'string' || typeof grievanceEmail !== 'string')
    return null;
  if (typeof aiModelConfigured !== 'boolean') return null;
  return { companyName, companyAddress, grievanceEmail, aiModelConfigured };
}
