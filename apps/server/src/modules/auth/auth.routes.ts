import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account.routes';
import { OtpService } from './otp.service';
import { signinRoutes } from './signin.routes';
import { subadminRoutes } from './subadmin.routes';

// Accounts and sign-in (issue 3): member sign-in by one-time code or phone.email, staff login,
// sessions, the caller's own account, and subadmin management.
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const otp = new OtpService(app);
  await app.register(signinRoutes, { otp });
  await app.register(accountRoutes, { otp });
  await app.register(subadminRoutes);
};
