import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketRatesRoutes } from '~/modules/market-rates/market-rates.routes';
import { buyersAdminRoutes } from './buyers-admin.routes';
import { dashboardRoutes } from './dashboard.routes';
import { notificationsRoutes } from './notifications.routes';
import { registerNotificationListeners } from './notifications.service';
import { propertiesAdminRoutes } from './properties-admin.routes';
import { queriesRoutes } from './queries.routes';
import { sellersAdminRoutes } from './sellers-admin.routes';
import { settingsAdminRoutes } from './settings-admin.routes';
import { soldRoutes } from './sold.routes';

// The admin panel's API (staff only; System settings admin only) and the staff e-mail notifications.
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(propertiesAdminRoutes);
  await app.register(soldRoutes);
  await app.register(buyersAdminRoutes);
  await app.register(sellersAdminRoutes);
  await app.register(queriesRoutes);
  await app.register(settingsAdminRoutes);
  await app.register(marketRatesRoutes);
  await app.register(notificationsRoutes);
  registerNotificationListeners(app);
};
