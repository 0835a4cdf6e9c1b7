import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const postingRoutes: FastifyPluginAsyncZod = async (_app) => {};
