import type { FastifyPluginAsync } from 'fastify';
import { isForwarded, metricsAccess } from './metrics-access';

// GET /metrics in the Prometheus text format (docs/decisions/0022-metrics.md). Not part of the
// public API document: it is for the operator's scraper.
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const allowed = metricsAccess(app.env.METRICS_ALLOW, app.env.METRICS_TOKEN);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.socket.remoteAddress, request.headers.authorization, isForwarded(request.headers))) {
      return reply
        .code(403)
        .send({ error: 'Metrics are only served to direct callers from the addresses in METRICS_ALLOW, or with METRICS_TOKEN' });
    }
    const { contentType, body } = await app.metrics.render();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
};
