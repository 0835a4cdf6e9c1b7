import { HIDDEN_EMAIL, HIDDEN_PHONE, hideContacts } from '@ncr/shared/contact-privacy';
import { errorResponseSchema, idParamsSchema } from '@ncr/shared/schemas/common';
import {
  callbackCreateSchema,
  enquiryCreatedSchema,
  enquiryCreateSchema,
  sellerEnquiriesResponseSchema,
} from '@ncr/shared/schemas/enquiry';
import { TEXTS } from '@ncr/shared/texts';
import { VISIT_SLOT_LABELS } from '@ncr/shared/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '~/lib/http-error';
import { userOf } from '~/plugins/auth';
import { findPublicListing, listingTitle } from '~/shared/listings';
import { insertEnquiry, sellerEnquiries } from './enquiries.repository';
import { enquiryLimits } from './enquiry-limits';

const SELLER_ENQUIRY_LIMIT = 200;

/** The first word of the enquirer's name, masked as a whole first: a number typed as "98110 00001" is one. */
function firstName(name: string): string {
  const masked = hideContacts(name).trim();
  const hidden = [HIDDEN_PHONE, HIDDEN_EMAIL].find((placeholder) => masked.startsWith(placeholder));
  return hidden ?? masked.split(/\s+/)[0] ?? '';
}

// Enquiries from a listing's page (issue 12, docs/decisions/0030-enquiries-are-linked-contact-queries.md).
export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  type Enquiry = Parameters<typeof insertEnquiry>[2];
  /** Stores a query (about a listing, or none), tells staff, and gives the receipt. */
  const store = async (listing: { id: string; title: string } | null, enquiry: Enquiry, ip: string) => {
    const row = await insertEnquiry(app.db, listing?.id ?? null, enquiry, ip);
    const message = listing ? `About "${listing.title}": ${row.message}` : row.message;
    app.events.emit('inquiry.created', { queryId: row.id, name: row.name, message });
    return { _id: row.id, date: row.createdAt.toISOString(), status: row.status };
  };
  /** An enquiry (or a call-back request) on a public listing. */
  const enquire = async (id: string, enquiry: Enquiry, ip: string) => {
    const listing = await findPublicListing(app.db, id);
    if (!listing) throw notFound(TEXTS.propertyNotFound);
    // A sold listing is shown so buyers can find similar ones; its seller takes no more enquiries.
    if (listing.status === 'Sold') throw conflict(TEXTS.soldListingEnquiry);
    return store({ id: listing.id, title: listingTitle(listing.propertyData) }, enquiry, ip);
  };

  app.post(
    '/api/property/:id/enquiries',
    {
      // Per account, per phone and per network, all applied (enquiry-limits.ts).
      preHandler: enquiryLimits(app),
      schema: {
        tags: ['enquiries'],
        summary:
          'Ask about a public listing (visitors and members); staff get it on the Queries screen. Limited per account, phone and network',
        params: idParamsSchema,
        body: enquiryCreateSchema,
        response: {
          201: enquiryCreatedSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await enquire(request.params.id, request.body, request.ip)),
  );

  app.post(
    '/api/property/:id/callback',
    {
      // The same limits as an enquiry: a call-back request is one (enquiry-limits.ts).
      preHandler: enquiryLimits(app),
      schema: {
        tags: ['enquiries'],
        summary:
          'Ask to be called back about a public listing in a time window (visitors and members); staff get it on the Queries screen as an enquiry marked with the window',
        params: idParamsSchema,
        body: callbackCreateSchema,
        response: {
          201: enquiryCreatedSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { name, phone, slot } = request.body;
      // The message says it in words, so every screen that lists enquiries shows what was asked.
      const message = `Please call me back: ${VISIT_SLOT_LABELS[slot]}.`;
      return reply.code(201).send(await enquire(request.params.id, { name, phone, message, callbackSlot: slot }, request.ip));
    },
  );

  // "Book Free Consultation" on the search page: the same call-back request, about no one
  // listing (docs/decisions/0122).
  app.post(
    '/api/callback',
    {
      preHandler: enquiryLimits(app),
      schema: {
        tags: ['enquiries'],
        summary:
          'Book a free consultation: ask to be called back in a time window (visitors and members); staff get it on the Queries screen marked with the window',
        body: callbackCreateSchema,
        response: { 201: enquiryCreatedSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { name, phone, slot } = request.body;
      const message = `Free consultation: please call me back: ${VISIT_SLOT_LABELS[slot]}.`;
      return reply.code(201).send(await store(null, { name, phone, message, callbackSlot: slot }, request.ip));
    },
  );

  app.get(
    '/api/seller/enquiries',
    {
      preHandler: app.requireRole('seller'),
      schema: {
        tags: ['enquiries'],
        summary: "Enquiries on the signed-in seller's listings: counts and messages, no contact details",
        security: [{ bearer: [] }],
        response: { 200: sellerEnquiriesResponseSchema },
      },
    },
    async (request) => {
      const { rows, perListing } = await sellerEnquiries(app.db, userOf(request).id, SELLER_ENQUIRY_LIMIT);
      const listings = perListing
        .map((l) => ({ _id: l.propertyId, title: listingTitle(l.propertyData), count: Number(l.n) }))
        .sort((a, b) => b.count - a.count);
      return {
        listings,
        total: listings.reduce((sum, l) => sum + l.count, 0),
        enquiries: rows.map((r) => ({
          _id: r.id,
          property: { _id: r.propertyId, title: listingTitle(r.propertyData) },
          // The buyer reaches the seller through the operator: no number or address of theirs in it.
          name: firstName(r.name),
          message: hideContacts(r.message),
          date: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
