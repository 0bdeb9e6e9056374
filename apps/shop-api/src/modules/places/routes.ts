import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetPlaceDetailsQueryParams, GetPlacesQueryParams } from '@shop/api-schemas';
import { badRequest } from '../../http/problem';
import { requestLocale } from '../../lib/locale';
import { PLACE_ID_REQUIRED, PLACES_QUERY_REQUIRED, PLACES_RATE_LIMIT } from './constants';
import type { PlacesProvider } from './provider';
import { findPlaceDetails, findPlaces, placesProviderFor } from './service';

export interface PlacesRoutesOptions {
  /** By default from the environment (`placesProviderFor`); tests pass their own. */
  provider?: PlacesProvider;
}

/**
 * A query value the shopper did not give. Checked in a `preValidation` hook, before the route schema:
 * the generated schemas coerce a missing value to the string "undefined", and the spec words these
 * 400s itself.
 */
function missing(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The checkout's address search: suggestions, then the address of the one chosen. */
const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, options) => {
  const provider = options.provider ?? placesProviderFor(app.env);
  const config = { rateLimit: PLACES_RATE_LIMIT };

  app.get(
    '/api/v1/places',
    {
      config,
      preValidation: async (request) => {
        const raw = request.query as Record<string, unknown>;
        if (missing(raw['input']) || missing(raw['country_code'])) throw badRequest(PLACES_QUERY_REQUIRED);
      },
      schema: { querystring: GetPlacesQueryParams },
    },
    async (request) => {
      const { query } = request;
      return findPlaces(provider, query.input, query.country_code, requestLocale(request, query.lang));
    },
  );

  app.get(
    '/api/v1/places/details',
    {
      config,
      preValidation: async (request) => {
        const raw = request.query as Record<string, unknown>;
        if (missing(raw['place_id'])) throw badRequest(PLACE_ID_REQUIRED);
      },
      schema: { querystring: GetPlaceDetailsQueryParams },
    },
    async (request) => {
      const { query } = request;
      return findPlaceDetails(provider, query.place_id, requestLocale(request, query.lang));
    },
  );
};

export default fp(placesRoutes, {
  name: 'places-routes',
  dependencies: ['env', 'problem', 'rate-limit'],
  encapsulate: true,
});
