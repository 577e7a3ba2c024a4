/**
 * State-changing API calls must carry JSON and, when the browser names an Origin, come from this
 * site. A cookie-only form post from another site therefore never reaches a route.
 *
 * The check reads the route Fastify matched (or, for no match, the decoded path), never the raw
 * URL: the router decodes `/%61pi/…` to `/api/…`, so a test on the raw text would let it by. The
 * Origin is compared with PUBLIC_URL alone: the request's own Host header is the attacker's to
 * choose (DNS rebinding points a hostile name at this server).
 */

import { apiMessages } from '@medsutra/contract/http/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SameOriginOptions {
  publicUrl: string;
  /** Paths that authenticate by signature instead (payment webhooks). */
  exemptPaths?: readonly string[];
  /**
   * Paths that take a file upload (multipart/form-data). A form can post multipart from another
   * site, so these also demand an Origin header naming this site: browsers send one with every
   * cross-origin and every fetch POST, and a request without it is refused.
   */
  uploadPaths?: readonly string[];
}

/** The path without its query, percent-decoded (undecodable text stays as it is). */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function registerSameOriginGuard(app: FastifyInstance, options: SameOriginOptions) {
  const allowedOrigin = new URL(options.publicUrl).origin;
  const exempt = new Set(options.exemptPaths ?? []);
  const uploads = new Set(options.uploadPaths ?? []);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.routeOptions.url ?? decodedPath(request.url);
    if (!path.startsWith('/api/') || exempt.has(path)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowedOrigin) {
      throw new AppError('forbidden', apiMessages.forbiddenOrigin);
    }
    const contentType = request.headers['content-type'] ?? '';
    if (uploads.has(path) && contentType.toLowerCase().startsWith('multipart/form-data')) {
      if (origin !== allowedOrigin) throw new AppError('forbidden', apiMessages.forbiddenOrigin);
      return;
    }
    if (!contentType.toLowerCase().startsWith('application/json')) {
      throw new AppError('unsupportedMediaType', apiMessages.unsupportedMediaType);
    }
  });
}
