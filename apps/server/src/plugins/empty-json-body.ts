/**
 * A JSON call with no body reads as `{}`. The web app's action calls (documentation Initialize and
 * Refresh among them) send `Content-Type: application/json` and nothing else; Fastify's own parser
 * refuses that with 400. Accepting it everywhere is safe: the same-origin guard runs earlier
 * (onRequest) and still demands the JSON header and a same-site Origin, and a route with a body
 * schema still names each missing field. Decision record 010.
 */
import type { FastifyInstance } from 'fastify';

export function registerEmptyJsonBodyAsObject(app: FastifyInstance) {
  // Fastify's default JSON parser (with its prototype-poisoning checks) for every non-empty body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over a string; the type allows a Buffer for other parseAs values.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
