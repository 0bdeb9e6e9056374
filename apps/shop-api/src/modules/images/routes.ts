import fp from 'fastify-plugin';
import { join } from 'node:path';
import { z } from 'zod';
import { notFound } from '../../http/problem';
import { parse } from '../../http/validate';
import { CONTENT_TYPES, IMAGE_FORMATS, ImageOptimizer, snapWidth } from './service';

const ImageQuery = z.object({
  w: z.coerce.number().int().min(16).max(2400).default(800),
  q: z.coerce.number().int().min(30).max(95).default(75),
  f: z.enum(IMAGE_FORMATS).default('webp'),
});

const ImagePath = z.string().min(1).max(300).regex(/^[a-z0-9][a-z0-9/_.-]*\.(png|jpe?g|webp)$/i);

/** `GET /_img/<path>?w=&q=&f=`: the image optimiser (width, quality and format; densities 1x and 2x). */
export default fp(
  async (app) => {
    const optimizer = new ImageOptimizer(join(app.env.DATA_DIR, 'images'), join(app.env.DATA_DIR, 'cache', 'images'));
    app.get('/_img/*', async (request, reply) => {
      const path = parse(z.object({ path: ImagePath }), { path: (request.params as { '*': string })['*'] }).path;
      const query = parse(ImageQuery, request.query);
      const format = query.f;
      const image = await optimizer.render({ path, width: snapWidth(query.w), quality: query.q, format });
      if (!image) throw notFound('No such image.');
      return reply
        .header('Content-Type', CONTENT_TYPES[format])
        .header('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image);
    });
  },
  { name: 'image-routes', dependencies: ['env', 'problem'], encapsulate: true },
);
