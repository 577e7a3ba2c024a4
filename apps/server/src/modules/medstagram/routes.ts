import {
  medstagramApiPaths,
  medstagramPageQuerySchema,
  medstagramPageReplySchema,
  medstagramUserParamsSchema,
} from '@medsutra/contract/medstagram';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { MedstagramService } from './service.ts';

/**
 * The feed is for signed-in users. One author's page is readable by every signed-in user: shared
 * posts are public within the app by the act of sharing (docs/decisions/006-mindmap-jobs-and-medstagram.md).
 */
export const medstagramRoutes: FastifyPluginAsyncZod<{ service: MedstagramService }> = async (app, options) => {
  app.get(
    medstagramApiPaths.posts,
    { schema: { querystring: medstagramPageQuerySchema, response: { 200: medstagramPageReplySchema } } },
    async (request) => {
      requireUser(request);
      return options.service.feed(request.query);
    },
  );

  app.get(
    medstagramApiPaths.userPosts,
    {
      schema: {
        params: medstagramUserParamsSchema,
        querystring: medstagramPageQuerySchema,
        response: { 200: medstagramPageReplySchema },
      },
    },
    async (request) => {
      return options.service.authorFeed(requireUser(request), request.params.email, request.query);
    },
  );
};
