/** GET /api/site/company: who runs the site, for the legal pages (public; from COMPANY_* and GRIEVANCE_EMAIL). */
import { type CompanyInfo, companyReplySchema, siteApiPaths } from '@medsutra/contract/site/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

export const companyInfoFrom = (config: Config): CompanyInfo => ({
  companyName: config.COMPANY_NAME,
  companyAddress: config.COMPANY_ADDRESS,
  grievanceEmail: config.GRIEVANCE_EMAIL,
});

export const siteRoutes: FastifyPluginAsyncZod<{ company: CompanyInfo }> = async (app, { company }) => {
  app.get(siteApiPaths.company, { schema: { response: { 200: companyReplySchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: true as const, company };
  });
};
