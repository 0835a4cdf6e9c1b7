import { LISTING_STATUSES } from '@ncr/shared/enums';
import { VISIT_MODES, VISIT_SLOTS, VISIT_STATUSES } from '@ncr/shared/schemas/visit';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// camelCase here, snake_case in the database (casing: 'snake_case' in the client and drizzle-kit).
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    role: text({ enum: ['buyer', 'seller', 'admin', 'subadmin'] }).notNull(),
    fullName: text().notNull().default(''),
    mobile: text(),
    email: text(),
    passwordHash: text(),
    // Bumped on password change, role change and deletion: tokens carry it and older ones fail.
    tokenVersion: integer().notNull().default(0),
    notificationPrefs: jsonb().$type<Record<string, boolean>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_mobile_live_idx').on(t.mobile).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_email_live_idx').on(t.email).where(sql`${t.deletedAt} is null`),
    index('users_role_idx').on(t.role, t.createdAt),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id),
    status: text({ enum: LISTING_STATUSES }).notNull().default('Pending'),
    isFeatured: boolean().notNull().default(false),
    // The nested propertyData of spec §3, kept whole; the columns below copy what search filters on.
    propertyData: jsonb().notNull().$type<Record<string, unknown>>(),
    media: jsonb().notNull().$type<string[]>().default([]),
    city: text().notNull(),
    type: text().notNull(),
    bhk: text().notNull().default(''),
    // 'sale' or 'rent' (docs/decisions/0106); a rental's priceLakhs is 0 and its rent a month, in
    // rupees, is monthlyRent.
    purpose: text({ enum: ['sale', 'rent'] })
      .notNull()
      .default('sale'),
    priceLakhs: doublePrecision().notNull(),
    monthlyRent: integer(),
    furnishing: text().notNull().default(''),
    availability: text().notNull().default(''),
    locality: text().notNull().default(''),
    // Square feet (square yards converted), null when the listing names no area.
    areaSqft: doublePrecision(),
    pricePerSqft: doublePrecision(),
    // Lower-cased title + address + locality, for case-insensitive partial-word search (trigram index).
    searchText: text().notNull().default(''),
    sellerName: text().notNull().default(''),
    sellerMobile: text().notNull().default(''),
    soldPrice: doublePrecision(),
    soldDate: timestamp({ withTimezone: true }),
    buyerName: text(),
    buyerContact: text(),
    // Staff checked the listing's documents (issue 12 trust badge); who and when are kept.
    verifiedAt: timestamp({ withTimezone: true }),
    verifiedBy: uuid().references((): AnyPgColumn => users.id),
    // Why and when staff rejected it, while status is 'Rejected' (docs/decisions/0120).
    rejectionReason: text(),
    rejectedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('properties_public_created_idx').on(t.status, t.createdAt),
    index('properties_city_idx').on(t.city, t.status, t.createdAt),
    index('properties_type_idx').on(t.type, t.status, t.createdAt),
    index('properties_bhk_idx').on(t.bhk, t.status, t.createdAt),
    index('properties_price_idx').on(t.priceLakhs),
    index('properties_furnishing_idx').on(t.furnishing, t.status, t.createdAt),
    index('properties_availability_idx').on(t.availability, t.status, t.createdAt),
    index('properties_featured_idx').on(t.isFeatured, t.createdAt),
    index('properties_owner_idx').on(t.ownerId, t.createdAt),
    index('properties_created_idx').on(t.createdAt),
    index('properties_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Public search: partial indexes holding exactly the public listings (Active or Sold, not
    // deleted), so pages are read newest first and counts are index-only scans (search module).
    // The recent index also carries every equality/range filter column, so a count over several
    // broad filters is an index-only scan of this narrow index rather than of the wide table.
    // One index per sort order (newest, price, price per sq ft), each carrying every filter
    // column, so a page is found by an index-only scan and only its 6 rows are read (migration 0004).
    index('properties_live_newest_idx')
      .on(t.createdAt, t.id, t.city, t.type, t.bhk, t.furnishing, t.availability, t.priceLakhs, t.locality, t.areaSqft)
      .where(publicListing(t)),
    index('properties_live_price_order_idx')
      .on(t.priceLakhs, t.id, t.city, t.type, t.bhk, t.furnishing, t.availability, t.locality, t.areaSqft, t.createdAt)
      .where(publicListing(t)),
    index('properties_live_price_per_sqft_idx')
      .on(t.pricePerSqft, t.id, t.city, t.type, t.bhk, t.furnishing, t.availability, t.priceLakhs, t.locality, t.areaSqft, t.createdAt)
      .where(publicListing(t)),
    index('properties_live_locality_idx')
      .on(t.city, t.locality, t.type, t.bhk, t.furnishing, t.availability, t.priceLakhs, t.areaSqft, t.createdAt, t.id)
      .where(publicListing(t)),
    index('properties_live_city_idx').on(t.city, t.createdAt, t.id).where(publicListing(t)),
    index('properties_live_type_idx').on(t.type, t.createdAt, t.id).where(publicListing(t)),
    index('properties_live_bhk_idx').on(t.bhk, t.createdAt, t.id).where(publicListing(t)),
    index('properties_live_furnishing_idx').on(t.furnishing, t.createdAt, t.id).where(publicListing(t)),
    index('properties_live_availability_idx').on(t.availability, t.createdAt, t.id).where(publicListing(t)),
    // A locality page's listings of every status, deleted ones too, by the locality's slug (migration 0017).
    index('properties_place_idx').on(t.city, t.purpose, sql`place_slug(${t.locality})`, t.createdAt),
  ],
);

/** The predicate of a public listing; the search queries use this same text so the partial indexes apply. */
export function publicListing(t: { status: AnyPgColumn; deletedAt: AnyPgColumn }) {
  return sql`${t.status} in ('Active', 'Sold') and ${t.deletedAt} is null`;
}

// One row whose version a trigger bumps on every statement that changes listings or users
// (migration search-listing-version), so public search answers can be cached and dropped exactly
// when they go stale, even with several server processes on one PostgreSQL database.
export const listingVersion = pgTable('listing_version', {
  id: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
  /** listing_changes holds every change after this version; older ones were pruned (0008). */
  changesKeptAfter: bigint({ mode: 'number' }).notNull().default(0),
  /**
   * Bumped with the listing version by every statement that changes market_rates (a trigger), so
   * the market figures cached per rates version follow an edit of a rate (docs/decisions/0103).
   */
  ratesVersion: bigint({ mode: 'number' }).notNull().default(0),
});

// A locality's market rate, kept by staff (docs/decisions/0103): rupees per sq ft for sale, and
// rent a month by BHK where renting exists (null until then), each with its source and the day it
// was recorded. One row per city and locality, the locality compared case-insensitively as the
// listings' locality is.
export const marketRates = pgTable(
  'market_rates',
  {
    id: uuid().primaryKey().defaultRandom(),
    city: text().notNull(),
    locality: text().notNull(),
    ratePerSqft: integer().notNull(),
    /** Rupees a month by BHK ("1" … "5+"); null until renting exists. */
    rentPerMonthByBhk: jsonb().$type<Partial<Record<string, number>>>(),
    source: text().notNull(),
    recordedOn: date({ mode: 'string' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('market_rates_place_idx').on(t.city, sql`lower(${t.locality})`)],
);

// Which listings each listing version changed (a trigger of migration 0008, in the writing
// transaction), so every server's in-memory search index re-reads just those rows. A null
// property_id (TRUNCATE) means "all of them" (docs/decisions/0044).
export const listingChanges = pgTable(
  'listing_changes',
  {
    version: bigint({ mode: 'number' }).notNull(),
    propertyId: uuid(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_changes_version_idx').on(t.version)],
);

export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid().references(() => properties.id),
    ownerId: uuid().references(() => users.id),
    kind: text({ enum: ['image', 'video'] }).notNull(),
    // Server-made file names under DATA_DIR/media; never the uploader's name.
    fileName: text().notNull(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_property_idx').on(t.propertyId), uniqueIndex('media_files_name_idx').on(t.fileName)],
);

export const wishlist = pgTable(
  'wishlist',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
);

// What sellers see of how a listing is doing: one row per listing, kind, day and visitor, so a
// visitor counts once a day (docs/decisions/0037-listing-insights.md). `visitor` is the user id of
// a signed-in visitor, else a salted hash of address and browser that changes every day.
// No trigger on this table: counting never invalidates the public answer cache.
export const listingActivity = pgTable(
  'listing_activity',
  {
    propertyId: uuid()
      .notNull()
      .references(() => properties.id),
    kind: text({ enum: ['view', 'wishlist'] }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    visitor: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.kind, t.day, t.visitor] })],
);

export const buyerRequirements = pgTable(
  'buyer_requirements',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    email: text(),
    phone: text(),
    location: text().notNull(),
    propertyTypes: jsonb().notNull().$type<string[]>().default([]),
    budgetMin: doublePrecision(),
    budgetMax: doublePrecision(),
    bhk: text(),
    requirements: jsonb().notNull().$type<Record<string, unknown>>(),
    leadStatus: text({ enum: ['New', 'Contacted', 'Closed'] })
      .notNull()
      .default('New'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('buyer_requirements_user_idx').on(t.userId, t.createdAt), index('buyer_requirements_created_idx').on(t.createdAt)],
);

export const contactQueries = pgTable(
  'contact_queries',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text(),
    phone: text().notNull(),
    message: text().notNull(),
    status: text({ enum: ['Unread', 'Read', 'Replied', 'Closed'] })
      .notNull()
      .default('Unread'),
    ip: text(),
    // Set when the message is an enquiry sent from a listing's page.
    propertyId: uuid().references(() => properties.id),
    // Set when the enquiry asks to be called back: the window chosen (docs/decisions/0119).
    callbackSlot: text({ enum: VISIT_SLOTS }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_queries_created_idx').on(t.createdAt), index('contact_queries_property_idx').on(t.propertyId, t.createdAt)],
);

// Site visits a buyer books on a listing; staff arrange them with the seller.
export const siteVisits = pgTable(
  'site_visits',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id),
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    // The calendar day in India, 'YYYY-MM-DD'.
    date: text().notNull(),
    slot: text({ enum: VISIT_SLOTS }).notNull(),
    // At the property, or a video call walking through it (docs/decisions/0104).
    mode: text({ enum: VISIT_MODES }).notNull().default('in_person'),
    phone: text().notNull(),
    note: text(),
    status: text({ enum: VISIT_STATUSES }).notNull().default('Requested'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open request per buyer and listing, even when two requests race.
    uniqueIndex('site_visits_active_idx').on(t.propertyId, t.buyerId).where(sql`${t.status} in ('Requested', 'Confirmed', 'Rescheduled')`),
    index('site_visits_buyer_idx').on(t.buyerId, t.createdAt),
    index('site_visits_property_idx').on(t.propertyId, t.date),
    index('site_visits_date_idx').on(t.date, t.createdAt),
  ],
);

export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    query: jsonb().notNull().$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('search_history_user_idx').on(t.userId, t.createdAt)],
);

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: ['phone', 'email'] }).notNull(),
    destination: text().notNull(),
    purpose: text({ enum: ['signin', 'mobile-change'] })
      .notNull()
      .default('signin'),
    userId: uuid().references(() => users.id),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_destination_idx').on(t.destination, t.createdAt)],
);

// Tokens revoked by logout before they expire; rows older than the token lifetime can go.
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

// phone.email user_json_url values already exchanged: a URL is accepted once.
export const usedProviderUrls = pgTable('used_provider_urls', {
  urlHash: text().primaryKey(),
  usedAt: createdAt(),
});

// Secrets every server of a fleet must share (the token signing key), written once by whichever
// server starts first (migration fleet-shared-state).
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

// Rate-limit counters shared by every server on this PostgreSQL (when REDIS_URL is not set): one
// row per limiter and client key, restarted once expiresAt has passed.
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);

// Every change of a listing's price, written by a database trigger (migration 0007) so no code
// path that changes a price can forget it.
export const priceChanges = pgTable(
  'price_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fromLakhs: doublePrecision().notNull(),
    toLakhs: doublePrecision().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_changes_property_idx').on(t.propertyId, t.changedAt)],
);

// A posting in progress (docs/decisions/0127): one per poster, the form as they left it, kept
// until they post it or start over. Photos are not kept with it.
export const postingDrafts = pgTable('posting_drafts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb().notNull().$type<Record<string, unknown>>(),
  step: smallint().notNull(),
  updatedAt: updatedAt(),
});

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    // The search's own query fields as sent (empty and 'All' dropped), like the search history.
    filters: jsonb().notNull().$type<Record<string, string>>(),
    frequency: text({ enum: ['instant', 'daily', 'paused'] }).notNull(),
    // Part of the signed unsubscribe link; replaced when a link is used, so each link works once.
    unsubscribeNonce: text().notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

// The unique key per (saved search, listing): a listing is announced at most once per saved
// search, whatever the number of processes, restarts or job retries.
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    matchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // When the message naming it went out (instantly or in a digest); null while it waits.
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    index('saved_search_matches_pending_idx').on(t.savedSearchId, t.sentAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['alert', 'price-drop'] }).notNull(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    savedSearchId: uuid().references(() => savedSearches.id, { onDelete: 'set null' }),
    text: text().notNull(),
    // One notification per event and person, also when a job runs twice.
    dedupeKey: text().notNull(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('notifications_dedupe_idx').on(t.dedupeKey), index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The latest price-drop alert each buyer got about each listing (docs/decisions/0048): the price
 * they were told of and when. A drop alerts again only when it goes below that price and 24 hours
 * have passed, so a price raised and cut back, or cut twice in a day, does not repeat the message.
 */
export const priceDropAlerts = pgTable(
  'price_drop_alerts',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    lakhs: doublePrecision().notNull(),
    // The change that alert announced: a retry of its job resumes the send instead of skipping it.
    priceChangeId: uuid()
      .notNull()
      .references(() => priceChanges.id, { onDelete: 'cascade' }),
    alertedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
);

/**
 * A listing going live and the matching of buyers that follows it (docs/decisions/0104): the
 * seller sees "telling matching buyers" while `matchedAt` is older than `queuedAt`.
 */
export const listingReach = pgTable('listing_reach', {
  propertyId: uuid()
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  // When the listing last went live (the job that matches buyers was queued).
  queuedAt: timestamp({ withTimezone: true }).notNull(),
  // When a matching of buyers last ran to its end; null until the first does.
  matchedAt: timestamp({ withTimezone: true }),
});

/**
 * Each buyer told of a listing, once, by the first way they were told: a saved-search alert or
 * their submitted requirements. The seller sees how many and when (docs/decisions/0104).
 */
export const listingBuyersTold = pgTable(
  'listing_buyers_told',
  {
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    via: text({ enum: ['saved-search', 'requirements'] }).notNull(),
    toldAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] })],
);
