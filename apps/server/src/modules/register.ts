import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.routes';
import { alertsRoutes } from './alerts/alerts.routes';
import { authRoutes } from './auth/auth.routes';
import { buyerRoutes } from './buyers/buyer.routes';
import { contactRoutes } from './contact/contact.routes';
import { enquiryRoutes } from './enquiries/enquiries.routes';
import { healthRoutes } from './health/health.routes';
import { insightsRoutes } from './insights/insights.routes';
import { metricsRoutes } from './metrics/metrics.routes';
import { postingRoutes } from './posting/posting.routes';
import { propertyRoutes } from './properties/property.routes';
import { createSearchMatcher } from './properties/search/matcher';
import { createPublicSearch } from './properties/search/public-search';
import { seoRoutes } from './seo/seo.routes';
import { settingsRoutes } from './settings/settings.routes';
import { shareImageRoutes } from './share-images/share-image.routes';
import { verificationRoutes } from './verification/verification.routes';
import { visitRoutes } from './visits/visits.routes';
import { wishlistRoutes } from './wishlist/wishlist.routes';

// Every feature module, each a Fastify plugin that registers its own routes.
export const registerModules: FastifyPluginAsyncZod = async (app) => {
  // Saved searches (alerts) match listings with the search's own index.
  const search = await createPublicSearch(app);
  app.decorate('searchMatcher', createSearchMatcher(search));
  app.decorate('searchIndexReady', () => search.index.ready());
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(settingsRoutes);
  await app.register(authRoutes);
  await app.register(propertyRoutes, { search });
  await app.register(wishlistRoutes);
  await app.register(postingRoutes);
  await app.register(buyerRoutes);
  await app.register(contactRoutes);
  await app.register(adminRoutes);
  await app.register(seoRoutes);
  await app.register(shareImageRoutes);
  // Acting on a listing (issue 12).
  await app.register(enquiryRoutes);
  await app.register(visitRoutes);
  await app.register(verificationRoutes);
  await app.register(insightsRoutes);
  await app.register(alertsRoutes);
};
