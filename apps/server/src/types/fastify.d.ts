import type { Role } from '@ncr/shared/enums';
import type { Env } from '~/config/env';
import type { Db, DbKind } from '~/db/client';
import type { JobQueue } from '~/jobs/job-queue';
import type { TokenService } from '~/lib/tokens';
import type { Messenger } from '~/modules/messaging/messenger';
import type { SettingsStore } from '~/modules/settings/settings.store';
import type { SharedCounter } from '~/plugins/rate-limit/counter';
import type { AppEventBus } from '~/shared/events';
import type { AppMetrics } from '~/shared/metrics';
import type { PageAnswers } from '~/shared/page-answers';
import type { PublicState } from '~/shared/public-state';
import type { SearchHistoryRecorder } from '~/shared/search-history';
import type { SearchMatcher } from '~/shared/search-matcher';
import type { MediaStorage } from '~/storage/media-storage';

export interface AuthUser {
  id: string;
  role: Role;
  fullName: string;
  mobile: string | null;
  email: string | null;
  jti: string;
  exp: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** The primary: writes, and reads that must see them (docs/decisions/0100). */
    db: Db;
    /** Reads that may lag (visitors' listing reads, the search index's source, the sitemap): the read replica, or `db`. */
    readDb: Db;
    dbKind: DbKind;
    /** PostgreSQL's address, for threads with connections of their own; undefined on PGlite. */
    dbUrl: string | undefined;
    /** The address of `readDb` (the replica's, else the primary's), for threads that read as it does. */
    dbReadUrl: string | undefined;
    /** Resolves when the database answers; used by the health check. */
    dbPing: () => Promise<void>;
    /** Resolves when the read replica answers; null without one (DATABASE_READ_URL). */
    replicaPing: (() => Promise<void>) | null;
    tokens: TokenService;
    messenger: Messenger;
    settingsStore: SettingsStore;
    /** The listing version and stored settings, read together from the database (shared/public-state.ts). */
    publicState: () => Promise<PublicState>;
    /** The same read on `readDb`, for visitors' pages and searches: as the replica has them (may lag). */
    laggingPublicState: () => Promise<PublicState>;
    /** A visitor's page renders' API reads, answered in-process (shared/page-answers.ts). */
    pageAnswers: PageAnswers;
    /** Uploaded media: a folder or an S3 bucket. */
    media: MediaStorage;
    /** Rate-limit counters shared by every server, or null when they are kept in memory (embedded database). */
    rateLimitCounter: SharedCounter | null;
    events: AppEventBus;
    /** Buyers' searches, queued and written once a second (shared/search-history.ts); flush() before reading them. */
    searchHistory: SearchHistoryRecorder;
    /** Prometheus metrics; modules add gauges with registerGauge / registerQueueDepth. */
    metrics: AppMetrics;
    /** Stops accepting connections and resolves once every open one has been answered and closed. */
    drain: () => Promise<void>;
    /** Persisted background jobs (pg-boss on this database). */
    jobs: JobQueue;
    /** The public search's filter logic (properties module), for saved searches. */
    searchMatcher: SearchMatcher;
    /** Resolves when this server's search index is loaded (readiness). */
    searchIndexReady: () => Promise<void>;
    /** Whether this server's page renderers have been warmed up (readiness, plugins/web.ts). */
    pagesWarm: () => boolean;
    /** The signed-in user, or null; throws nothing. Cached per request. */
    currentUser(request: FastifyRequest): Promise<AuthUser | null>;
    /** preHandler: 401 without a valid token, 403 when the role is not one of `roles`. */
    requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null | undefined;
  }
}
