import fp from 'fastify-plugin';
import { EditProfileBody, GetProfileQueryParams } from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { editProfile, profilePage } from './service';

/**
 * The signed-in customer's own profile; 401 for a guest. Both operations act on the session's
 * customer only: no id is ever taken from the request.
 */
export default fp(
  async (app: RoutesInstance) => {
    app.get('/api/v1/profile', { schema: { querystring: GetProfileQueryParams } }, async (request, reply) => {
      const { query } = request;
      const customer = await app.sessions.requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return profilePage(app.db, customer, requestLocale(request, query.lang));
    });

    app.post(
      '/api/v1/profile/edit',
      { preValidation: app.sessions.signedIn, schema: { body: EditProfileBody } },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        reply.header('cache-control', 'no-store');
        return editProfile(app.db, customer.id, request.body);
      },
    );
  },
  { name: 'profile-routes', dependencies: ['db', 'problem', 'session'], encapsulate: true },
);
