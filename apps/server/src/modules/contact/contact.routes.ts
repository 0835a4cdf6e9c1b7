import { errorResponseSchema } from '@ncr/shared/schemas/common';
import { contactCreateSchema, contactReceiptSchema } from '@ncr/shared/schemas/contact';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooMany } from '~/lib/http-error';
import { insertContactQuery } from './contact.repository';

// Five messages per ten minutes is plenty for a person and dull for a bot (docs/decisions/0008-contact-messages.md).
export const CONTACT_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      preHandler: app.rateLimit({
        ...CONTACT_LIMIT,
        // Visitors are counted per IP address. A signed-in member is counted per account instead,
        // so people behind one shared address (offices, carrier-grade NAT) do not block each other.
        keyGenerator: async (request) => {
          const user = await app.currentUser(request);
          return user ? `contact:user:${user.id}` : `contact:ip:${request.ip}`;
        },
        errorResponseBuilder: () => tooMany(TEXTS.tooManyRequests),
      }),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team (public)',
        body: contactCreateSchema,
        response: { 201: contactReceiptSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await insertContactQuery(app.db, request.body, request.ip);
      app.events.emit('inquiry.created', { queryId: row.id, name: row.name, message: row.message });
      return reply.code(201).send({ _id: row.id, date: row.createdAt.toISOString(), status: row.status });
    },
  );
};
