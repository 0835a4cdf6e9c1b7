import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@ncr/shared/constants';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '~/config/env';
import { defaultWebRoot } from '~/config/paths';
import type { Database } from '~/db/client';
import { JobQueue } from '~/jobs/job-queue';
import { installDrain } from '~/lib/drain';
import { isPageRequest, sendHtmlErrorPage } from '~/lib/html-error-page';
import { loadOrCreateSharedSecret } from '~/lib/secrets';
import { TokenService } from '~/lib/tokens';
import { Messenger, type Transport } from '~/modules/messaging/messenger';
import { createTransports } from '~/modules/messaging/transports';
import { reportWithheld } from '~/modules/messaging/withheld';
import { registerModules } from '~/modules/register';
import { SettingsStore } from '~/modules/settings/settings.store';
import { auth } from '~/plugins/auth';
import { errorHandler } from '~/plugins/error-handler';
import { hostileText } from '~/plugins/hostile-text';
import { metrics } from '~/plugins/metrics';
import { openapi } from '~/plugins/openapi';
import { createSharedCounter } from '~/plugins/rate-limit/create-counter';
import { sharedStore } from '~/plugins/rate-limit/shared-store';
import { echoRequestId, requestId } from '~/plugins/request-id';
import { securityHeaders } from '~/plugins/security-headers';
import { web } from '~/plugins/web';
import { AppEventBus } from '~/shared/events';
import { PageAnswers } from '~/shared/page-answers';
import { publicStateRead } from '~/shared/public-state';
import { SearchHistoryRecorder } from '~/shared/search-history';
import { createMediaStorage } from '~/storage/create-media-storage';
import { S3MediaStorage } from '~/storage/s3-media-storage';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replace the e-mail or SMS transport (tests point these at real local servers). */
  transports?: { email?: Transport; sms?: Transport };
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts that many proxies nearest the server: the
 * client address is the one the farthest trusted proxy saw, never an earlier X-Forwarded-For
 * entry that the client wrote itself. (Fastify accepts a number too, but its types do not say so.)
 */
function trustedProxies(setting: Env['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole application without listening: plugins first, then the feature modules. */
export async function buildApp({ env, database, logger, transports }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: trustedProxies(env.TRUST_PROXY),
    genReqId: requestId,
    bodyLimit: 256 * 1024,
    // The web plugin imports the server-rendering bundle and starts its render threads while it
    // registers; on a busy two-core machine that took longer than Fastify's 10 s default, and a
    // server that merely starts slowly must not fail to start. The limit is for a stuck plugin.
    pluginTimeout: 60_000,
    // The drain (lib/drain.ts) closes connections itself and answers requests during shutdown
    // normally, with `connection: close`, instead of Fastify's 503.
    forceCloseConnections: false,
    return503OnClosing: false,
    // An address Fastify cannot decode (broken percent-encoding): a browser asking for a page gets
    // an HTML page, anyone else the JSON Fastify sends by default (docs/decisions/0098).
    frameworkErrors: (error, request, reply) => {
      if (isPageRequest(request)) return sendHtmlErrorPage(reply, 400);
      const statusCode = error.statusCode ?? 400;
      return (reply as FastifyReply).code(statusCode).send({ error: 'Bad Request', code: error.code, message: error.message, statusCode });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('env', env);
  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  app.decorate('dbKind', database.kind);
  app.decorate('dbUrl', database.url);
  app.decorate('dbReadUrl', database.readUrl ?? database.url);
  app.decorate('dbPing', database.ping);
  app.decorate('replicaPing', database.pingReplica ?? null);
  // Every server on one database signs with the same key, so a token works on any of them.
  const secret = env.TOKEN_SECRET ?? (await loadOrCreateSharedSecret(database.db, env.dataDir, 'tokenSecret'));
  app.decorate('tokens', new TokenService(secret, Math.round(env.TOKEN_TTL_HOURS * 3600)));
  const media = createMediaStorage(env);
  app.decorate('media', media);
  app.addHook('onClose', async () => {
    if (media instanceof S3MediaStorage) media.close();
  });
  const defaults = createTransports(env, app.log);
  app.decorate('messenger', new Messenger(transports?.email ?? defaults.email, transports?.sms ?? defaults.sms, reportWithheld(app)));
  const publicState = publicStateRead(database.db);
  app.decorate('publicState', publicState);
  // Without a replica both are one read, so a visitor's page still shares it with everything else.
  const laggingState = database.readDb === database.db ? publicState : publicStateRead(database.readDb);
  app.decorate('laggingPublicState', laggingState);
  app.decorate('settingsStore', new SettingsStore(database, publicState, laggingState));
  app.decorate('pageAnswers', new PageAnswers());
  const rateLimitCounter = createSharedCounter(env, database);
  app.decorate('rateLimitCounter', rateLimitCounter);
  app.addHook('onClose', async () => rateLimitCounter?.close());
  const events = new AppEventBus();
  events.onListenerError((error) => app.log.error({ err: error }, 'event listener failed'));
  app.decorate('events', events);
  const searchHistory = new SearchHistoryRecorder(database.db, (error) => app.log.error({ err: error }, 'could not record searches'));
  app.decorate('searchHistory', searchHistory);
  app.addHook('onClose', () => searchHistory.flush());
  app.decorate('drain', installDrain(app).drain);
  const jobs = JobQueue.create(database, app.log, env.JOBS_POLL_SECONDS);
  await jobs.start();
  app.decorate('jobs', jobs);
  // Running jobs finish (or are handed back to the queue) before the database closes.
  app.addHook('onClose', () => jobs.stop());

  echoRequestId(app);
  securityHeaders(app);
  await app.register(rateLimit, { global: false, ...(rateLimitCounter ? { store: sharedStore(rateLimitCounter) } : {}) });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 5, fieldSize: 256 * 1024, parts: MAX_UPLOAD_FILES + 5 },
  });
  await app.register(metrics, { database });
  app.metrics.registerQueueDepth('jobs', () => jobs.depth());
  await app.register(errorHandler);
  await app.register(hostileText);
  await app.register(cookie);
  await app.register(auth);
  await app.register(openapi);

  await app.register(registerModules);
  await app.register(web, { root: env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
