import type { FastifyInstance } from 'fastify';

// The jobs other modules queue when a listing changes; the alerts module defines and runs them.
export const LISTING_PUBLISHED = 'listing-published';
export const LISTING_PRICE_DROPPED = 'listing-price-dropped';

export interface ListingJob {
  propertyId: string;
  /** When the listing became public or cheaper (ISO): searches saved later do not announce it. */
  at: string;
}

/**
 * Queues follow-up work for a listing. Only the insert of the job happens here; a failure is
 * logged and never fails the request that changed the listing.
 */
export async function queueListingJob(
  app: FastifyInstance,
  name: typeof LISTING_PUBLISHED | typeof LISTING_PRICE_DROPPED,
  propertyId: string,
) {
  await app.jobs.send<ListingJob>(name, { propertyId, at: new Date().toISOString() }).catch((error) => {
    app.log.error({ err: error, job: name, propertyId }, 'could not queue a listing job');
  });
}
