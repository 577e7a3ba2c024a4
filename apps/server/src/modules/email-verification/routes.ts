import {
  messageReplySchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from '@medsutra/contract/auth/api';
import { emailVerificationApiPaths } from '@medsutra/contract/email-verification/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { EmailVerificationService } from './service.ts';

export const emailVerificationRoutes: FastifyPluginAsyncZod<{
  service: EmailVerificationService;
  verifyPerMinute: number;
}> = async (app, { service, verifyPerMinute }) => {
  // POST, not GET: mail scanners and link previews open GET links, and must not use up the token.
  app.post(
    emailVerificationApiPaths.verify,
    {
      schema: { body: verifyEmailRequestSchema, response: { 200: messageReplySchema } },
      config: { rateLimit: { max: verifyPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: await service.verify(request.body.token) };
    },
  );

  app.post(
    emailVerificationApiPaths.resend,
    { schema: { body: resendVerificationRequestSchema, response: { 200: messageReplySchema } } },
    async (request) => ({ success: true as const, message: await service.resend(requireUser(request)) }),
  );
};
