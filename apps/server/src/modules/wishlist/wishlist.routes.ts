import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const wishlistRoutes: FastifyPluginAsyncZod = async (_app) => {};
