/**
 * buildApp: the whole HTTP application. Everything from outside (database, clock, config) comes in
 * through `deps`, so tests build exactly this app with local parts.
 */
import crypto from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { authStatusRoutes } from './modules/auth/routes.ts';
import { createContactRepository } from './modules/contact/repository.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { createContactService } from './modules/contact/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSameOriginGuard } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessionUser } from './plugins/session-user.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  now?: () => Date;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, { https: config.secureCookies });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerSameOriginGuard(app, { publicUrl: config.PUBLIC_URL });
  registerSessionUser(app, { db: database.db, secureCookies: config.secureCookies, now });

  await app.register(healthRoutes, { pingDatabase: () => database.ping() });
  await app.register(authStatusRoutes);
  await app.register(contactRoutes, {
    service: createContactService({ repository: createContactRepository(database.db) }),
    perHour: config.RATE_LIMIT_CONTACT_PER_HOUR,
  });

  await registerWebApp(app, {
    distPath: config.webDistPath,
    publicUrl: config.PUBLIC_URL,
    notFoundPerMinute: config.RATE_LIMIT_NOT_FOUND_PER_MINUTE,
  });
  return app;
}
