/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * every client route answered with index.html carrying that page's own head tags.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PAGE_AUTH_STATUS_ID } from '@medsutra/contract/auth/rules';
import { apiMessages } from '@medsutra/contract/http/messages';
import { FIGURES_PATH } from '@medsutra/contract/library/figures';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withTimeout } from '../db/client.ts';
import { sendError } from './error-handler.ts';
import { modulepreloadTags, preloadsFor, readRoutePreloads } from './route-preloads.ts';
import { jsonDataTag, type PageHeadExtras, pageHeadFor, renderHeadTags } from './seo-head.ts';

const HEAD_PLACEHOLDER = '<!--app-head-->';
const HEAD_END = '</head>';
const SIGNED_OUT = { success: true, authenticated: false };
/** The server's own lookup may hold a page back this long; then the app asks the API instead. */
const AUTH_STATUS_TIMEOUT_MS = 250;
/**
 * The project's figures keep their address when one is redrawn, so they are not `immutable`: a
 * month in the browser's cache, and the service worker revalidates when its figure cache changes
 * (docs/decisions/085-figures-drawn-at-build-and-served-as-files.md).
 */
export const FIGURE_CACHE_CONTROL = 'public, max-age=2592000';

/**
 * `text` in place of the first `marker`. Not String#replace with a string: that reads `$&`, `$'`
 * and `$\`` in the inserted text (a name, a path) as patterns and pastes parts of the page there.
 */
const replaceOnce = (html: string, marker: string, text: string) => {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at + marker.length);
};

export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distPath: string;
    publicUrl: string;
    notFoundPerMinute: number;
    /** The session cookie's name: its presence decides which page's code the HTML preloads. */
    sessionCookie: string;
    /** GET /api/user/auth-status's answer for this request's cookie, carried in the page. */
    authStatus: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    headExtras?: PageHeadExtras;
    /** JSON blocks written into every page, by element id (the company details for the legal pages). */
    pageData?: Record<string, unknown>;
  },
) {
  const indexPath = path.join(options.distPath, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  const routePreloads = indexHtml ? readRoutePreloads(options.distPath) : null;
  if (!indexHtml) {
    app.log.warn({ distPath: options.distPath }, 'the web app is not built; run `npm run build` to serve it');
  } else {
    await app.register(fastifyStatic, {
      root: options.distPath,
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz copies of its assets (apps/web/vite-plugins/precompress.ts);
      // a file without them is compressed on the fly by @fastify/compress as before.
      preCompressed: true,
      // Figures get their own route below: one wildcard, not one route per figure at start.
      globIgnore: [`${FIGURES_PATH.slice(1)}**`],
      setHeaders(res, filePath) {
        const relative = path.relative(options.distPath, filePath);
        if (/\.(br|gz)$/.test(filePath)) res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const figuresPath = path.join(options.distPath, FIGURES_PATH);
    if (fs.existsSync(figuresPath))
      await app.register(fastifyStatic, {
        root: figuresPath,
        prefix: FIGURES_PATH,
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('cache-control', FIGURE_CACHE_CONTROL);
        },
      });
  }

  const renderedByPath = new Map<string, { html: string; known: boolean }>();
  function renderPage(pathname: string, hasSession = false) {
    const key = `${hasSession ? 'in' : 'out'}:${pathname}`;
    let page = renderedByPath.get(key);
    if (!page) {
      const head = pageHeadFor(pathname, options.headExtras);
      const preloads = routePreloads ? modulepreloadTags(preloadsFor(routePreloads, pathname, hasSession)) : '';
      page = {
        html: replaceOnce(
          replaceOnce(indexHtml ?? '', HEAD_PLACEHOLDER, renderHeadTags(head, options.publicUrl)),
          HEAD_END,
          preloads ? `  ${preloads}\n  ${HEAD_END}` : HEAD_END,
        ),
        known: head.known,
      };
      if (renderedByPath.size < 4000) renderedByPath.set(key, page);
    }
    return page;
  }

  const isAppPage = (request: FastifyRequest) =>
    Boolean(indexHtml) &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith(FIGURES_PATH) &&
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
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // A figure that does not exist is a plain 404, not the app's page.
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        !pathname.startsWith(FIGURES_PATH);
      if (!wantsPage || !indexHtml) return sendError(reply, request, 404, apiMessages.notFound);
      const hasSession = Boolean(request.cookies[options.sessionCookie]);
      const page = renderPage(pathname, hasSession);
      // A failed or slow lookup (the database is down or busy) never holds the page back: the app
      // then asks the API, as it would without the page's answer.
      const status = hasSession
        ? await withTimeout(options.authStatus(request, reply), AUTH_STATUS_TIMEOUT_MS).catch((error: unknown) => {
            request.log.warn({ err: error }, 'the page goes without its auth status');
            return null;
          })
        : SIGNED_OUT;
      const blocks = Object.entries({ ...options.pageData, ...(status ? { [PAGE_AUTH_STATUS_ID]: status } : {}) });
      const html = blocks.length
        ? replaceOnce(
            page.html,
            HEAD_END,
            `${blocks.map(([id, value]) => `  ${jsonDataTag('application/json', value, id)}\n`).join('')}  ${HEAD_END}`,
          )
        : page.html;
      return reply
        .code(page.known ? 200 : 404)
        .header('cache-control', 'no-cache, no-store, must-revalidate')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
