import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '~/db/client';
import { AppMetrics } from '~/shared/metrics';

/** Creates the app's metrics (app.metrics) and measures every answered request and every query. */
export const metrics = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const appMetrics = new AppMetrics();
  app.decorate('metrics', appMetrics);
  opts.database.observeQueries((sql, seconds) => appMetrics.observeQuery(sql, seconds));
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern ("/api/property/:id"), never the raw URL, so labels stay few.
    const route = request.routeOptions.url ?? 'unmatched';
    appMetrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
});
