import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const propertyRoutes: FastifyPluginAsyncZod = async (_app) => {};
