/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * every client route answered with index.html carrying that page's own head tags.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@medsutra/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';
import { type PageHeadExtras, pageHeadFor, renderHeadTags } from './seo-head.ts';

const HEAD_PLACEHOLDER = '<!--app-head-->';

export async function registerWebApp(
  app: FastifyInstance,
  options: { distPath: string; publicUrl: string; notFoundPerMinute: number; headExtras?: PageHeadExtras },
) {
  const indexPath = path.join(options.distPath, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  if (!indexHtml) {
    app.log.warn({ distPath: options.distPath }, 'the web app is not built; run `npm run build` to serve it');
  } else {
    await app.register(fastifyStatic, {
      root: options.distPath,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(options.distPath, filePath);
        res.setHeader(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const renderedByPath = new Map<string, { html: string; known: boolean }>();
  function renderPage(pathname: string) {
    let page = renderedByPath.get(pathname);
    if (!page) {
      const head = pageHeadFor(pathname, options.headExtras);
      page = {
        html: (indexHtml ?? '').replace(HEAD_PLACEHOLDER, renderHeadTags(head, options.publicUrl)),
        known: head.known,
      };
      if (renderedByPath.size < 2000) renderedByPath.set(pathname, page);
    }
    return page;
  }

  const isAppPage = (request: FastifyRequest) =>
    Boolean(indexHtml) &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    renderPage(request.url.split('?')[0] ?? '/').known;
  // Only addresses that lead nowhere are rate-limited: every page of the app is served from here
  // too, and a hostel of students behind one address must not be refused their own pages.
  const limitUnknown = app.rateLimit({ max: options.notFoundPerMinute, timeWindow: '1 minute' });

  app.setNotFoundHandler(
    {
      preHandler: async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        if (!isAppPage(request)) await limitUnknown.call(this, request, reply);
      },
    },
    (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
      if (!wantsPage || !indexHtml) return sendError(reply, request, 404, messages.api.notFound);
      const page = renderPage(pathname);
      return reply
        .code(page.known ? 200 : 404)
        .header('cache-control', 'no-cache, no-store, must-revalidate')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
}
