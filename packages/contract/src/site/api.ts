/**
 * Who runs the site, for the legal pages (privacy, terms, contact): the company's name and
 * address and the Grievance Officer's email, from the server's configuration (OPERATOR_NAME,
 * OPERATOR_ADDRESS, GRIEVANCE_EMAIL). Public: `GET /api/site/company`, and carried in every page.
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';

export { PAGE_COMPANY_ID, siteApiPaths } from './company.ts';

export const companyInfoSchema = z.object({
  companyName: z.string(),
  companyAddress: z.string(),
  grievanceEmail: z.string(),
  /** True when this install has an AI model configured: without one the tools are their library versions (decision 122). */
  aiModelConfigured: z.boolean(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const companyReplySchema = successReply({ company: companyInfoSchema });
export type CompanyReply = z.infer<typeof companyReplySchema>;
