import fp from 'fastify-plugin';
import { answersInHeaderLanguage } from '../../lib/locale';

/**
 * `Vary: Accept-Language` on every answer whose language came from that header (no `lang`
 * parameter: requestLocale), so a browser or shared cache keeping a public answer (a listing, a
 * strip, the search panel) never serves one language's copy to a shopper of the other.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (answersInHeaderLanguage(request)) {
        const vary = reply.getHeader('vary');
        const named = typeof vary === 'string' ? vary.split(',').map((name) => name.trim().toLowerCase()) : [];
        if (!named.includes('accept-language') && !named.includes('*'))
          reply.header('vary', typeof vary === 'string' && vary ? `${vary}, Accept-Language` : 'Accept-Language');
      }
      done(null, payload);
    });
  },
  { name: 'language-vary' },
);
