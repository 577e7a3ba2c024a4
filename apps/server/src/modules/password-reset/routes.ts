import {
  authApiPaths,
  forgotPasswordRequestSchema,
  messageReplySchema,
  resetPasswordRequestSchema,
} from '@medsutra/contract/auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionCookie } from '../sessions/session-cookie.ts';
import type { PasswordResetService } from './service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  service: PasswordResetService;
  cookie: SessionCookie;
}> = async (app, { service, cookie }) => {
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
      cookie.clear(reply);
      return { success: true as const, message };
    },
  );
};
