import {
  authApiPaths,
  forgotPasswordRequestSchema,
  messageReplySchema,
  resetPasswordRequestSchema,
} from '@medsutra/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie } from '../sessions/session-cookie.ts';
import type { PasswordResetService } from './service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  service: PasswordResetService;
  secureCookies: boolean;
}> = async (app, { service, secureCookies }) => {
  app.post(
    authApiPaths.forgotPassword,
    { schema: { body: forgotPasswordRequestSchema, response: { 200: messageReplySchema } } },
    async (request) => ({
      success: true as const,
      message: await service.requestReset(request.body.email, request.ip),
    }),
  );

  app.post(
    authApiPaths.resetPassword,
    { schema: { body: resetPasswordRequestSchema, response: { 200: messageReplySchema } } },
    async (request, reply) => {
      const message = await service.resetPassword(request.body.token, request.body.password, request.ip);
      clearSessionCookie(reply, secureCookies);
      return { success: true as const, message };
    },
  );
};
