import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LISTING_PRICE_DROPPED, LISTING_PUBLISHED, type ListingJob } from '~/jobs/listing-jobs';
import {
  ALERT_DIGEST,
  ALERT_DIGEST_SEARCH,
  ALERT_INSTANT,
  AlertsService,
  type MatchJob,
  PRICE_DROP_ALERT,
  type PriceDropJob,
} from './alerts.service';
import { notificationRoutes } from './notifications.routes';
import { savedSearchRoutes } from './saved-search.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';

// Saved searches, alerts and notifications (issue 13), and the jobs that deliver the alerts.
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = new AlertsService(app);
  const { jobs } = app;
  await jobs.define<ListingJob>({ name: LISTING_PUBLISHED }, (job) => alerts.matchListing(job.propertyId, new Date(job.at)));
  await jobs.define<ListingJob>({ name: LISTING_PRICE_DROPPED }, (job) => alerts.priceDropped(job.propertyId, new Date(job.at)));
  await jobs.define<MatchJob>({ name: ALERT_INSTANT, retryLimit: 8 }, (job) => alerts.sendInstant(job));
  await jobs.define<PriceDropJob>({ name: PRICE_DROP_ALERT, retryLimit: 8 }, (job) => alerts.sendPriceDrop(job));
  await jobs.define<{ savedSearchId: string }>({ name: ALERT_DIGEST_SEARCH, retryLimit: 8 }, (job) => alerts.sendDigest(job.savedSearchId));
  await jobs.define<object>({ name: ALERT_DIGEST, retryLimit: 2 }, () => alerts.queueDigests());
  await jobs.schedule(ALERT_DIGEST, `0 ${app.env.ALERT_DIGEST_HOUR_IST} * * *`, 'Asia/Kolkata');

  await app.register(savedSearchRoutes);
  await app.register(notificationRoutes);
  await app.register(unsubscribeRoutes);
};
