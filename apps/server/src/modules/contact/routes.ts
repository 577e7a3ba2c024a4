import { apiPaths, contactReplySchema, contactRequestSchema } from '@medsutra/contract/http/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService; perHour: number }> = async (
  app,
  options,
) => {
  app.post(
    apiPaths.contact,
    {
      schema: { body: contactRequestSchema, response: { 201: contactReplySchema } },
      config: { rateLimit: { max: options.perHour, timeWindow: '1 hour' } },
    },
    async (request, reply) => reply.code(201).send(await options.service.receiveMessage(request.body, request.ip)),
  );
};
