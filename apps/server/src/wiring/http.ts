/**
 * The HTTP application before any module: Fastify's options, the validators, the error handler,
 * and the hooks every request passes first, in this order: security headers, compression,
 * cookies, rate limits, the same-origin guard. The session plugin follows (app.ts).
 */
import crypto from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { flashcardPaths } from '@medsutra/contract/flashcards/api';
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { notesApiPaths } from '@medsutra/contract/notes/api';
import { paymentApiPaths } from '@medsutra/contract/payments/api';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMemoryRateLimitStore, type RateLimitStore } from '../adapters/rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from '../adapters/rate-limit/redis-store.ts';
import { sharedRouteStore } from '../adapters/rate-limit/route-store.ts';
import type { Config } from '../config.ts';
import { type LogStream, loggerOptions } from '../lib/log-redaction.ts';
import { registerEmptyJsonBodyAsObject } from '../plugins/empty-json-body.ts';
import { handleFrameworkError, registerErrorHandler } from '../plugins/error-handler.ts';
import { registerSameOriginGuard } from '../plugins/same-origin.ts';
import { registerSecurityHeaders } from '../plugins/security-headers.ts';

/** The Fastify instance with its validators, error handler and request id. */
export function createHttpApp(config: Config, logStream: LogStream | undefined) {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL, logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies nearest to us, whatever addresses they have (decision 074).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerEmptyJsonBodyAsObject(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}

/**
 * Security headers, compression, cookies, rate limits and the same-origin guard; returns the
 * rate-limit counters the modules share.
 */
export async function registerRequestGuards(
  app: ReturnType<typeof createHttpApp>,
  config: Config,
  now: () => Date,
): Promise<RateLimitStore> {
  await registerSecurityHeaders(app, {
    https: config.secureCookies,
    razorpayCheckout: config.razorpayEnabled,
    chatbaseWidget: Boolean(config.CHATBASE_AGENT_ID),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Rate-limit counters shared by the modules (in Redis when several processes must agree), and
  // with Redis the route limits too, so every limit holds across the fleet (decision 076).
  const rateLimitStore = config.REDIS_URL
    ? createRedisRateLimitStore(config.REDIS_URL)
    : createMemoryRateLimitStore(() => now().getTime());
  app.addHook('onClose', () => rateLimitStore.close());
  await app.register(rateLimit, {
    global: false,
    ...(config.REDIS_URL ? { store: sharedRouteStore(rateLimitStore) } : {}),
  });
  // The payment webhook authenticates by its signature instead (payments/webhook-routes.ts).
  registerSameOriginGuard(app, {
    publicUrl: config.PUBLIC_URL,
    exemptPaths: [paymentApiPaths.razorpayWebhook],
    uploadPaths: [
      notesApiPaths.pdfs,
      notesApiPaths.pearlImage,
      medstagramApiPaths.avatar,
      medstagramApiPaths.imagePosts,
      flashcardPaths.import,
    ],
  });
  return rateLimitStore;
}
