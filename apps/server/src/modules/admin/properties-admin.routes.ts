import { ADMIN_PAGE_SIZE } from '@ncr/shared/constants';
import {
  adminListingPageSchema,
  adminPropertiesQuerySchema,
  approveResponseSchema,
  bulkApproveResponseSchema,
  bulkApproveSchema,
  featuredResponseSchema,
  rejectListingSchema,
  rejectResponseSchema,
} from '@ncr/shared/schemas/admin';
import { idParamsSchema } from '@ncr/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LISTING_PUBLISHED, queueListingJob } from '~/jobs/listing-jobs';
import { conflict, notFound } from '~/lib/http-error';
import { STAFF } from '~/plugins/auth';
import { toListings } from '~/shared/listings';
import { idsFarBelowMarket, publishRefusals } from '~/shared/market';
import { rejectWithReason } from './listing-rejection.service';
import { pageWindow, totalPages } from './paging';
import {
  approveListing,
  approveListings,
  findLiveListing,
  listAdminListings,
  pendingListings,
  setFeatured,
} from './properties-admin.repository';

export const FAR_BELOW_MARKET_PERCENT = 50;
const staffSchema = { tags: ['admin'] };

// Admin > Property Listings: every non-deleted listing, searched and filtered on the server.
export const propertiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/property/admin',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        ...staffSchema,
        summary: 'Every listing, searched and filtered, a page at a time, with counts by status (staff)',
        querystring: adminPropertiesQuerySchema,
        response: { 200: adminListingPageSchema },
      },
    },
    async (request) => {
      const { page, q, featured, status, farBelowMarket } = request.query;
      const { limit, offset } = pageWindow(page, ADMIN_PAGE_SIZE);
      // Staff review of prices far below the market (typos or fraud), by the listings' own figures.
      const onlyIds = farBelowMarket === 'true' ? await idsFarBelowMarket(app.db, FAR_BELOW_MARKET_PERCENT) : undefined;
      const filter = { q, featured, status: status === 'all' ? undefined : status, onlyIds };
      const [{ rows, total, counts }, { minDiscountToPublish }] = await Promise.all([
        listAdminListings(app.db, filter, limit, offset),
        app.settingsStore.get(),
      ]);
      const properties = await toListings(app.db, rows, 'staff');
      return { properties, total, totalPages: totalPages(total, ADMIN_PAGE_SIZE), counts, minDiscountToPublish };
    },
  );

  for (const [action, isFeatured] of [
    ['feature', true],
    ['unfeature', false],
  ] as const) {
    app.put(
      `/api/property/${action}/:id`,
      {
        preHandler: app.requireRole(...STAFF),
        schema: {
          ...staffSchema,
          summary: isFeatured ? 'Feature a listing on the home page (staff)' : 'Stop featuring a listing (staff)',
          params: idParamsSchema,
          response: { 200: featuredResponseSchema },
        },
      },
      async (request) => {
        if (!(await setFeatured(app.db, request.params.id, isFeatured))) throw notFound('Property not found');
        return { success: true as const, isFeatured };
      },
    );
  }

  // Bulk approve of the selected listings (the Pending queue): one statement, one answer saying
  // which became Active and why any other did not (docs/decisions/0054).
  app.post(
    '/api/property/admin/approve',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        ...staffSchema,
        summary: 'Approve the selected pending listings at once; the answer says which were approved and why others were not (staff)',
        body: bulkApproveSchema,
        response: { 200: bulkApproveResponseSchema },
      },
    },
    async (request) => {
      // Listings under the minimum discount to publish stay Pending, each with the reason (docs/decisions/0103).
      const { minDiscountToPublish } = await app.settingsStore.get();
      const refused = await publishRefusals(app.db, minDiscountToPublish, await pendingListings(app.db, request.body.ids));
      const allowed = request.body.ids.filter((id) => !refused.has(id));
      const { approved, skipped } = allowed.length > 0 ? await approveListings(app.db, allowed) : { approved: [], skipped: [] };
      for (const id of approved) await queueListingJob(app, LISTING_PUBLISHED, id);
      const reasons = new Map([...refused, ...skipped.map((s) => [s._id, s.reason] as const)]);
      const notApproved = request.body.ids.filter((id) => reasons.has(id)).map((id) => ({ _id: id, reason: reasons.get(id) as string }));
      return { success: true as const, approved, skipped: notApproved };
    },
  );

  app.put(
    '/api/property/:id/approve',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        ...staffSchema,
        summary: 'Approve a pending (or rejected) listing: it becomes Active and public (staff)',
        params: idParamsSchema,
        response: { 200: approveResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Under the minimum discount to publish, approval is refused with the figure (docs/decisions/0103).
      const { minDiscountToPublish } = await app.settingsStore.get();
      const refusal = (await publishRefusals(app.db, minDiscountToPublish, await pendingListings(app.db, [id]))).get(id);
      if (refusal) throw conflict(refusal);
      if (await approveListing(app.db, id)) {
        await queueListingJob(app, LISTING_PUBLISHED, id);
        return { success: true as const, status: 'Active' as const };
      }
      const listing = await findLiveListing(app.db, id);
      if (!listing) throw notFound('Property not found');
      throw conflict(`Only pending or rejected listings can be approved; this one is ${listing.status}.`);
    },
  );

  // Turning a listing down with a reason its seller reads, instead of deleting it (docs/decisions/0120).
  app.put(
    '/api/property/:id/reject',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        ...staffSchema,
        summary: 'Reject a pending listing with a reason: it stays private and its seller is told why (staff)',
        params: idParamsSchema,
        body: rejectListingSchema,
        response: { 200: rejectResponseSchema },
      },
    },
    async (request) => {
      const rejection = await rejectWithReason(app, request.params.id, request.body.reason);
      return { success: true as const, status: 'Rejected' as const, rejection };
    },
  );
};
