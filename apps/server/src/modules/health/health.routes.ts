import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
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
};
