/**
 * GET /api/site/company: who runs the site, for the legal pages (public; from OPERATOR_* and
 * GRIEVANCE_EMAIL), and whether this install has an AI model (the pricing page sells what it runs).
 */
import { type CompanyInfo, companyReplySchema, siteApiPaths } from '@medsutra/contract/site/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** What the pages say on a trial install where the operator is not configured: that it is not. */
const OPERATOR_NOT_SET = {
  name: 'The operator of this MedSutra install (OPERATOR_NAME is not set)',
  address: 'no address published (OPERATOR_ADDRESS is not set)',
};

export const companyInfoFrom = (config: Config, aiModelConfigured: boolean): CompanyInfo => ({
  companyName: config.OPERATOR_NAME ?? OPERATOR_NOT_SET.name,
  companyAddress: config.OPERATOR_ADDRESS ?? OPERATOR_NOT_SET.address,
  grievanceEmail: config.GRIEVANCE_EMAIL,
  aiModelConfigured,
});

export const siteRoutes: FastifyPluginAsyncZod<{ company: CompanyInfo }> = async (app, { company }) => {
  app.get(siteApiPaths.company, { schema: { response: { 200: companyReplySchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: true as const, company };
  });
};
