import { apiPaths, healthReplySchema } from '@medsutra/contract/http/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface HealthRoutesOptions {
  pingDatabase: () => Promise<boolean>;
}

/** 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    apiPaths.health,
    { schema: { response: { 200: healthReplySchema, 503: healthReplySchema } } },
    async (_request, reply) => {
      const databaseUp = await options.pingDatabase();
      reply.header('cache-control', 'no-store');
      return reply.code(databaseUp ? 200 : 503).send({
        success: databaseUp,
        status: databaseUp ? 'ok' : 'unavailable',
        database: databaseUp ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
        // The machine's own clock, not the app's injectable one: a device's offset is from this.
        serverTime: new Date().toISOString(),
      });
    },
  );
};
