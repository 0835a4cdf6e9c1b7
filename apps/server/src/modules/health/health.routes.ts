import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readiness, readinessSchema } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the database answers, 503 when it does not',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: z.object({ error: z.string() }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.dbPing();
        return { status: 'ok' as const, database: app.dbKind };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ error: 'Database unreachable' });
      }
    },
  );

  // Liveness above says the process answers; readiness says it can serve: a load balancer sends
  // traffic only to servers that answer 200 here.
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: database, media storage and rate-limit counters reachable, search index loaded, page renderers warmed up; the read replica reported on its own',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(app);
      reply.header('cache-control', 'no-store');
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
