import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reverseGeocodeQuerySchema, reverseGeocodeResponseSchema } from '#shared/api/location.ts';
import type { ReverseGeocoder } from './reverse-geocoder.ts';

export const locationRoutes: FastifyPluginAsyncZod<{ geocoder: ReverseGeocoder }> = async (
  app,
  { geocoder },
) => {
  app.get(
    '/api/location/reverse',
    {
      schema: {
        tags: ['location'],
        summary: 'Place name for a position, from the configured reverse-geocoding provider',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeResponseSchema },
      },
    },
    async (request) => geocoder.lookup(request.query.lat, request.query.lng),
  );
};
