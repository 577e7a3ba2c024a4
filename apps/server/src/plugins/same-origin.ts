/**
 * State-changing API calls must carry JSON and, when the browser names an Origin, come from this
 * site. A cookie-only form post from another site therefore never reaches a route.
 */

import { messages } from '@medsutra/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SameOriginOptions {
  publicUrl: string;
  /** Paths that authenticate by signature instead (payment webhooks). */
  exemptPaths?: readonly string[];
}

export function registerSameOriginGuard(app: FastifyInstance, options: SameOriginOptions) {
  const allowedOrigin = new URL(options.publicUrl).origin;
  const exempt = new Set(options.exemptPaths ?? []);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const pathOnly = request.url.split('?')[0] ?? '';
    if (exempt.has(pathOnly)) return;
    const origin = request.headers.origin;
    if (origin) {
      const selfOrigin = `${request.protocol}://${request.host}`;
      if (origin !== allowedOrigin && origin !== selfOrigin) {
        throw new AppError('forbidden', messages.api.forbiddenOrigin);
      }
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.toLowerCase().startsWith('application/json')) {
      throw new AppError('unsupportedMediaType', messages.api.unsupportedMediaType);
    }
  });
}
