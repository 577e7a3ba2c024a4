/**
 * Medstagram's API. Every route is for signed-in students; one author's page is readable by every
 * signed-in student (sharing is publishing, docs/decisions/006), an email in a URL serves only its
 * owner, and no reply carries an email (docs/decisions/044-medstagram-community.md).
 */
import multipart from '@fastify/multipart';
import {
  blockReplySchema,
  CAPTION_MAX_CHARS,
  commentBodySchema,
  commentListReplySchema,
  commentReplySchema,
  followReplySchema,
  IMAGE_MAX_BYTES,
  likeReplySchema,
  medstagramHandleParamsSchema,
  medstagramIdParamsSchema,
  medstagramMessages,
  medstagramPageQuerySchema,
  medstagramPageReplySchema,
  medstagramProfileReplySchema,
  medstagramProfileUpdateSchema,
  medstagramUserParamsSchema,
  notificationListReplySchema,
  okReplySchema,
  saveReplySchema,
  sharePearlBodySchema,
  shareReplySchema,
  unreadCountReplySchema,
} from '@medsutra/contract/medstagram/api';
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { hasControlCharacter } from '@medsutra/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { MedstagramService } from './service.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The one image of a multipart form (field `file`) and its text fields. */
async function readImageForm(request: FastifyRequest): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > IMAGE_MAX_BYTES + 64 * 1024) throw new AppError('payloadTooLarge', medstagramMessages.imageTooLarge);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) throw badRequest(medstagramMessages.imageMissing);
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payloadTooLarge', medstagramMessages.imageTooLarge);
    if (code?.startsWith('FST_')) throw badRequest(medstagramMessages.imageMissing);
    throw error;
  }
  if (!bytes || bytes.length === 0) throw badRequest(medstagramMessages.imageMissing);
  return { bytes, fields };
}

export const medstagramRoutes: FastifyPluginAsyncZod<{ service: MedstagramService }> = async (app, options) => {
  const { service } = options;
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    medstagramApiPaths.posts,
    { schema: { querystring: medstagramPageQuerySchema, response: { 200: medstagramPageReplySchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.feed(requireUser(request), request.query);
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
    async (request, reply) => {
      reply.headers(noStore);
      return service.authorFeed(requireUser(request), request.params.email, request.query);
    },
  );

  app.get(
    medstagramApiPaths.userProfile,
    { schema: { params: medstagramUserParamsSchema, response: { 200: medstagramProfileReplySchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true as const, profile: await service.profile(requireUser(request), request.params.email) };
    },
  );

  app.put(
    medstagramApiPaths.profile,
    { schema: { body: medstagramProfileUpdateSchema, response: { 200: okReplySchema } }, config: perMinute(20) },
    async (request) => {
      await service.updateProfile(requireUser(request), request.body);
      return { success: true as const, message: medstagramMessages.profileSaved };
    },
  );

  app.delete(
    medstagramApiPaths.post,
    { schema: { params: medstagramIdParamsSchema, response: { 200: okReplySchema } } },
    async (request) => {
      await service.deletePost(requireUser(request), request.params.id);
      return { success: true as const, message: medstagramMessages.deleted };
    },
  );

  // A like and a save are each switched on by POST and off by DELETE on the post's URL.
  const toggle = { schema: { params: medstagramIdParamsSchema }, config: perMinute(120) };
  const likes = { ...toggle, schema: { ...toggle.schema, response: { 200: likeReplySchema } } };
  app.post(medstagramApiPaths.likes, likes, async (request) => ({
    success: true as const,
    ...(await service.like(requireUser(request), request.params.id)),
  }));
  app.delete(medstagramApiPaths.likes, likes, async (request) => ({
    success: true as const,
    ...(await service.unlike(requireUser(request), request.params.id)),
  }));

  const saves = { ...toggle, schema: { ...toggle.schema, response: { 200: saveReplySchema } } };
  app.post(medstagramApiPaths.saves, saves, async (request) => {
    await service.save(requireUser(request), request.params.id);
    return { success: true as const, saved: true };
  });
  app.delete(medstagramApiPaths.saves, saves, async (request) => {
    await service.unsave(requireUser(request), request.params.id);
    return { success: true as const, saved: false };
  });

  app.get(
    medstagramApiPaths.comments,
    { schema: { params: medstagramIdParamsSchema, response: { 200: commentListReplySchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true as const, comments: await service.comments(requireUser(request), request.params.id) };
    },
  );
  app.post(
    medstagramApiPaths.comments,
    { schema: { params: medstagramIdParamsSchema, body: commentBodySchema, response: { 201: commentReplySchema } } },
    async (request, reply) => {
      const comment = await service.addComment(requireUser(request), request.params.id, request.body.text);
      return reply.code(201).send({ success: true as const, comment });
    },
  );
  app.put(
    medstagramApiPaths.comment,
    {
      schema: { params: medstagramIdParamsSchema, body: commentBodySchema, response: { 200: commentReplySchema } },
      config: perMinute(30),
    },
    async (request) => ({
      success: true as const,
      comment: await service.editComment(requireUser(request), request.params.id, request.body.text),
    }),
  );
  app.delete(
    medstagramApiPaths.comment,
    { schema: { params: medstagramIdParamsSchema, response: { 200: okReplySchema } }, config: perMinute(60) },
    async (request) => {
      await service.deleteComment(requireUser(request), request.params.id);
      return { success: true as const, message: medstagramMessages.commentDeleted };
    },
  );

  for (const [method, following] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: medstagramApiPaths.follow,
      schema: { params: medstagramHandleParamsSchema, response: { 200: followReplySchema } },
      config: perMinute(60),
      handler: async (request) => {
        const user = requireUser(request);
        if (following) await service.follow(user, request.params.handle);
        else await service.unfollow(user, request.params.handle);
        return { success: true as const, following };
      },
    });
    app.route({
      method,
      url: medstagramApiPaths.block,
      schema: { params: medstagramHandleParamsSchema, response: { 200: blockReplySchema } },
      config: perMinute(30),
      handler: async (request) => {
        const user = requireUser(request);
        if (following) await service.block(user, request.params.handle);
        else await service.unblock(user, request.params.handle);
        return { success: true as const, blocked: following };
      },
    });
  }

  app.post(
    medstagramApiPaths.sharePearl,
    {
      schema: { params: medstagramIdParamsSchema, body: sharePearlBodySchema, response: { 200: shareReplySchema } },
      config: perMinute(20),
    },
    async (request) => {
      const result = await service.sharePearl(requireUser(request), request.params.id);
      return { success: true as const, message: medstagramMessages.shared, ...result };
    },
  );

  app.get(
    medstagramApiPaths.notifications,
    { schema: { response: { 200: notificationListReplySchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true as const, notifications: await service.notifications(requireUser(request)) };
    },
  );
  app.get(
    medstagramApiPaths.unreadCount,
    { schema: { response: { 200: unreadCountReplySchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true as const, unread: await service.unreadCount(requireUser(request)) };
    },
  );
  app.post(
    medstagramApiPaths.notificationsRead,
    { schema: { body: z.object({}), response: { 200: okReplySchema } } },
    async (request) => {
      await service.markAllRead(requireUser(request));
      return { success: true as const, message: 'Notifications marked as read.' };
    },
  );

  app.get(
    medstagramApiPaths.image,
    { schema: { params: medstagramIdParamsSchema }, compress: false },
    async (request, reply) => {
      const file = await service.image(requireUser(request), request.params.id);
      // An image id never changes its bytes: the browser may keep it (privately) for a long time.
      reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-length', file.size);
      return reply.send(file.stream);
    },
  );

  // Uploads: multipart, so the same-origin guard demands this site's Origin on them (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { files: 1, fields: 3, parts: 5, fileSize: IMAGE_MAX_BYTES, fieldSize: CAPTION_MAX_CHARS * 4 },
    });
    uploads.post(
      medstagramApiPaths.avatar,
      { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
      async (request) => {
        const user = requireUser(request);
        const { bytes } = await readImageForm(request);
        return { success: true as const, ...(await service.uploadAvatar(user, bytes)) };
      },
    );
    uploads.post(
      medstagramApiPaths.imagePosts,
      { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } },
      async (request, reply) => {
        const user = requireUser(request);
        const { bytes, fields } = await readImageForm(request);
        const caption = (fields.caption ?? '').trim();
        if (caption.length > CAPTION_MAX_CHARS)
          throw badRequest(`A caption can be at most ${CAPTION_MAX_CHARS.toLocaleString('en-IN')} characters.`);
        if (hasControlCharacter(caption)) throw badRequest('The caption must not contain control characters.');
        return reply
          .code(201)
          .send({ success: true as const, ...(await service.createImagePost(user, { caption, bytes })) });
      },
    );
  });
};
