/**
 * GET /figures/licensed/:name: an institution's licensed image, from the file store, under the
 * figures' folder so the service worker keeps it offline like a drawn figure (decision 086).
 */
import { LICENSED_FIGURES_PATH } from '@medsutra/contract/library/figures';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { FIGURE_CACHE_CONTROL } from '../../plugins/web-app.ts';
import type { LicensedImages } from './licensed-images.ts';

export const licensedImageRoutes: FastifyPluginAsync<{ images: LicensedImages }> = async (app, options) => {
  app.get<{ Params: { name: string } }>(`${LICENSED_FIGURES_PATH}:name`, async (request, reply) => {
    const image = await options.images.open(request.params.name);
    if (!image) throw notFound('There is no licensed image of that name.');
    return reply
      .header('content-type', image.record.contentType)
      .header('content-length', image.size)
      .header('cache-control', FIGURE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .send(image.stream);
  });
};
