import { errorResponseSchema, idParamsSchema } from '@ncr/shared/schemas/common';
import { verificationResponseSchema, verificationUpdateSchema } from '@ncr/shared/schemas/verification';
import { TEXTS } from '@ncr/shared/texts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { properties } from '~/db/schema';
import { notFound } from '~/lib/http-error';
import { STAFF, userOf } from '~/plugins/auth';

// Staff mark a listing's documents verified (or take it back); who and when are kept.
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/property/:id/verification',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags: ['admin'],
        summary: "Mark a listing's documents verified or not (staff); public pages show a 'Verified' badge",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: verificationUpdateSchema,
        response: { 200: verificationResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const verified = request.body.verified;
      const [row] = await app.db
        .update(properties)
        .set(verified ? { verifiedAt: new Date(), verifiedBy: userOf(request).id } : { verifiedAt: null, verifiedBy: null })
        .where(and(eq(properties.id, request.params.id), isNull(properties.deletedAt)))
        .returning({ verifiedAt: properties.verifiedAt, verifiedBy: properties.verifiedBy });
      if (!row) throw notFound(TEXTS.propertyNotFound);
      return { verified, verifiedAt: row.verifiedAt?.toISOString() ?? null, verifiedBy: row.verifiedBy };
    },
  );
};
