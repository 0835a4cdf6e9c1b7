import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadOrCreateSharedSecret } from '~/lib/secrets';
import { accountRoutes } from './account.routes';
import { OtpService } from './otp.service';
import { signinRoutes } from './signin.routes';
import { subadminRoutes } from './subadmin.routes';

// Accounts and sign-in (issue 3): member sign-in by one-time code or phone.email, staff login,
// sessions, the caller's own account, and subadmin management.
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // A code sent by one server is checked by whichever server the next request reaches.
  const otp = new OtpService(app, await loadOrCreateSharedSecret(app.db, app.env.dataDir, 'otpSecret'));
  await app.register(signinRoutes, { otp });
  await app.register(accountRoutes, { otp });
  await app.register(subadminRoutes);
};
