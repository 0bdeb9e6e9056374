import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { z } from 'zod';
import { GetImageParams, GetImageQueryParams } from '@shop/api-schemas';
import { notFound } from '../../http/problem';
import { IMAGE_CONTENT_TYPE } from './constants';
import { ImageOptimizer } from './service';
import { warmMainImages } from './warm-up';

export interface ImageRoutesOptions {
  /** By default from the environment (`IMAGE_CACHE_DIR`, `IMAGE_CACHE_MAX_MB`); tests pass one with a tiny cache. */
  optimizer?: ImageOptimizer;
}

/**
 * The contract's widths and qualities are numbers and query values arrive as text. Only plain
 * digits become numbers, so `w=0320` or `w=320.0` is refused rather than another name for a rendition.
 */
const ImageQuery = z.preprocess(
  (query) =>
    typeof query === 'object' && query !== null
      ? Object.fromEntries(
          Object.entries(query).map(([name, value]) => [
            name,
            typeof value === 'string' && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : value,
          ]),
        )
      : query,
  GetImageQueryParams,
);

/** The wildcard's path (`params['*']`), named as the contract names it. */
const ImageParams = z.preprocess(
  (params) => ({ imagePath: (params as { '*'?: unknown } | null)?.['*'] }),
  GetImageParams,
);

/** `GET /_img/<path>?w=&q=&f=`: the image optimiser (width, quality and format; densities 1x and 2x). */
const imageRoutes: FastifyPluginAsyncZod<ImageRoutesOptions> = async (app, options) => {
  const optimizer =
    options.optimizer ??
    new ImageOptimizer({
      imagesDir: join(app.env.DATA_DIR, 'images'),
      cacheDir: app.env.IMAGE_CACHE_DIR,
      cacheMaxBytes: app.env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    });
  // After the API listens, so the warm-up never delays readiness; in one process of a cluster, whose
  // files the others pick up on a miss (IMAGE_WARM_UP).
  let closing = false;
  let warming: Promise<unknown> | undefined;
  app.addHook('onListen', async () => {
    if (!app.env.IMAGE_WARM_UP || (cluster.isWorker && cluster.worker?.id !== 1)) return;
    warming = warmMainImages(app.db, optimizer, () => closing).then(
      (result) => app.log.info(result, 'image renditions warmed'),
      (error: unknown) =>
        app.log.warn({ err: error }, 'the image warm-up failed; renditions are made on first request'),
    );
  });
  app.addHook('onClose', async () => {
    closing = true;
    await warming;
  });

  app.get('/_img/*', { schema: { params: ImageParams, querystring: ImageQuery } }, async (request, reply) => {
    const { imagePath } = request.params;
    const { query } = request;
    const image = await optimizer.render({ path: imagePath, width: query.w, quality: query.q });
    if (!image) throw notFound('No such image.');
    return reply
      .header('Content-Type', IMAGE_CONTENT_TYPE)
      .header('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(image);
  });
};

export default fp(imageRoutes, { name: 'image-routes', dependencies: ['env', 'db', 'problem'], encapsulate: true });
