import { subadminCreateSchema, subadminPasswordSchema, subadminSchema } from '@ncr/shared/schemas/auth';
import { errorResponseSchema, idParamsSchema, okResponseSchema } from '@ncr/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '~/lib/http-error';
import { hashPassword } from '~/lib/passwords';
import { authRepository, isUniqueViolation, type UserRow } from './auth.repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const toSubadmin = (row: UserRow) => ({
  _id: row.id,
  fullName: row.fullName,
  email: row.email ?? '',
  createdAt: row.createdAt.toISOString(),
});

// Subadmin management (spec §7): admin only. A password change or deletion revokes the
// subadmin's tokens through the token version.
export const subadminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/api/admin/subadmins',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['subadmins'],
        summary: 'Every subadmin account (admin only)',
        response: { 200: z.array(subadminSchema), ...errors },
      },
    },
    async () => (await authRepository.listSubadmins(app.db)).map(toSubadmin),
  );

  app.post(
    '/api/admin/subadmin',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['subadmins'],
        summary: 'Create a subadmin account with an e-mail and password (admin only)',
        body: subadminCreateSchema,
        response: { 201: z.object({ subadmin: subadminSchema }), ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { fullName, email, password } = request.body;
      if (await authRepository.findLiveByEmail(app.db, email)) throw conflict('An account with this e-mail already exists.');
      try {
        const row = await authRepository.createUser(app.db, {
          role: 'subadmin',
          fullName,
          email,
          passwordHash: await hashPassword(password, app.env.passwordHashCost),
        });
        return reply.code(201).send({ subadmin: toSubadmin(row) });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this e-mail already exists.');
        throw error;
      }
    },
  );

  app.delete(
    '/api/admin/subadmin/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['subadmins'],
        summary: 'Delete a subadmin account; its sessions end (admin only)',
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await authRepository.softDeleteUser(app.db, request.params.id, 'subadmin'))) throw notFound('Subadmin not found');
      return { success: true as const };
    },
  );

  app.put(
    '/api/admin/subadmin/:id/password',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['subadmins'],
        summary: "Set a subadmin's password; their sessions end (admin only)",
        params: idParamsSchema,
        body: subadminPasswordSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const hash = await hashPassword(request.body.newPassword, app.env.passwordHashCost);
      if (!(await authRepository.setPassword(app.db, request.params.id, hash, 'subadmin'))) throw notFound('Subadmin not found');
      return { success: true as const };
    },
  );
};
