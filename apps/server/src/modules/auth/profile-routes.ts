/** GET and PATCH /api/account/profile, POST /api/account/password: the signed-in user's own account. */
import {
  passwordChangeReplySchema,
  passwordChangeRequestSchema,
  profileApiPaths,
  profileMessages,
  profileReplySchema,
  profileUpdateRequestSchema,
} from '@medsutra/contract/account/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { ProfileChange, ProfileService } from './profile-service.ts';
import type { AuthLimits } from './rate-limits.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService; limits: AuthLimits }> = async (
  app,
  { service, limits },
) => {
  app.get(profileApiPaths.profile, { schema: { response: { 200: profileReplySchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return { success: true as const, profile: await service.get(user) };
  });

  app.patch(
    profileApiPaths.profile,
    { schema: { body: profileUpdateRequestSchema, response: { 200: profileReplySchema } } },
    async (request) => {
      const user = requireUser(request);
      const change = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      ) as ProfileChange;
      return { success: true as const, profile: await service.update(user, change) };
    },
  );

  app.post(
    profileApiPaths.password,
    { schema: { body: passwordChangeRequestSchema, response: { 200: passwordChangeReplySchema } } },
    async (request) => {
      const user = requireUser(request);
      await limits.countAddress('signIn', request.ip);
      const ended = await service.changePassword(user, request.session, request.body, request.ip);
      return { success: true as const, message: profileMessages.passwordChanged(ended), endedSessions: ended };
    },
  );
};
