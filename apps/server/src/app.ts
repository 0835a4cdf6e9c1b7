import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@ncr/shared/constants';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '~/config/env';
import type { Database } from '~/db/client';
import { JobQueue } from '~/jobs/job-queue';
import { loadOrCreateSecret } from '~/lib/secrets';
import { TokenService } from '~/lib/tokens';
import { Messenger, type Transport } from '~/modules/messaging/messenger';
import { createTransports } from '~/modules/messaging/transports';
import { registerModules } from '~/modules/register';
import { SettingsStore } from '~/modules/settings/settings.store';
import { auth } from '~/plugins/auth';
import { errorHandler } from '~/plugins/error-handler';
import { openapi } from '~/plugins/openapi';
import { web } from '~/plugins/web';
import { AppEventBus } from '~/shared/events';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replace the e-mail or SMS transport (tests point these at real local servers). */
  transports?: { email?: Transport; sms?: Transport };
}

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole application without listening: plugins first, then the feature modules. */
export async function buildApp({ env, database, logger, transports }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // The graceful shutdown in server.ts waits for in-flight requests, then closes idle sockets.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('env', env);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('dbPing', database.ping);
  const secret = env.TOKEN_SECRET ?? loadOrCreateSecret(env.dataDir, 'tokenSecret');
  app.decorate('tokens', new TokenService(secret, Math.round(env.TOKEN_TTL_HOURS * 3600)));
  const defaults = createTransports(env, app.log);
  app.decorate('messenger', new Messenger(transports?.email ?? defaults.email, transports?.sms ?? defaults.sms));
  app.decorate('settingsStore', new SettingsStore(database.db));
  const events = new AppEventBus();
  events.onListenerError((error) => app.log.error({ err: error }, 'event listener failed'));
  app.decorate('events', events);
  const jobs = JobQueue.create(database, app.log, env.JOBS_POLL_SECONDS);
  await jobs.start();
  app.decorate('jobs', jobs);
  // Running jobs finish (or are handed back to the queue) before the database closes.
  app.addHook('onClose', () => jobs.stop());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        scriptSrc: ["'self'", 'https://www.phone.email'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ['https://www.openstreetmap.org', 'https://www.phone.email', 'https://auth.phone.email'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The phone.email sign-in opens a pop-up that must be able to talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 5, fieldSize: 256 * 1024, parts: MAX_UPLOAD_FILES + 5 },
  });
  await app.register(errorHandler);
  await app.register(auth);
  await app.register(openapi);

  await app.register(registerModules);
  await app.register(web, { root: env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
