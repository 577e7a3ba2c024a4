import { apiPaths } from '@medsutra/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const authStatusReplySchema = z.object({
  success: z.literal(true),
  authenticated: z.boolean(),
  user: z
    .object({
      id: z.string(),
      uid: z.string(),
      email: z.string(),
      name: z.string(),
      fullName: z.string(),
      phoneNumber: z.string().nullable(),
      accessAllowed: z.boolean(),
      role: z.enum(['user', 'admin']),
    })
    .optional(),
});

/** Whether this browser's session cookie is signed in; never cached. */
export const authStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.authStatus, { schema: { response: { 200: authStatusReplySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store, no-cache, must-revalidate, private');
    const user = request.user;
    if (!user) return { success: true as const, authenticated: false };
    return {
      success: true as const,
      authenticated: true,
      user: {
        id: user.id,
        uid: user.id,
        email: user.email,
        name: user.fullName,
        fullName: user.fullName,
        phoneNumber: user.phoneNumber,
        accessAllowed: user.accessAllowed,
        role: user.role,
      },
    };
  });
};
