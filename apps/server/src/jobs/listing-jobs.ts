import type { FastifyInstance } from 'fastify';
import { buyersToldRepository } from '~/modules/alerts/buyers-told.repository';

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
  // Going live: the seller sees "telling matching buyers" until the job has run (decision 0104).
  // Recorded before the job is queued, so a job that runs at once cannot finish before it.
  const goesLive = name === LISTING_PUBLISHED;
  if (goesLive) {
    await buyersToldRepository.queued(app.db, propertyId).catch((error) => {
      app.log.error({ err: error, propertyId }, 'could not record a listing going live');
    });
  }
  await app.jobs.send<ListingJob>(name, { propertyId, at: new Date().toISOString() }).catch(async (error) => {
    app.log.error({ err: error, job: name, propertyId }, 'could not queue a listing job');
    // Nothing will tell buyers this time: the seller is not left reading "telling" for ever.
    if (goesLive) await buyersToldRepository.matched(app.db, propertyId).catch(() => {});
  });
}
