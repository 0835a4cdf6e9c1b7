import { z } from 'zod';
import { LEAD_STATUSES, LISTING_STATUSES } from '../enums';
import { contactQuerySchema } from './contact';
import { type Listing, listingSchema } from './property';
import { personName, safeString } from './text';

// Payloads and answers of the admin panel (spec §2 "Admin layout", §7). Pages count from 1.
const PAGE_MESSAGE = 'Enter a whole page number from 1';
const page = z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100000, PAGE_MESSAGE).default(1);

export const pageQuerySchema = z.object({ page });

/** What staff type into an admin search box: trimmed, clean text, at most 100 characters. */
export const ADMIN_SEARCH_MAX = 100;
const searchText = safeString().trim().max(ADMIN_SEARCH_MAX, `Search text must be at most ${ADMIN_SEARCH_MAX} characters`).optional();

/**
 * Buyers, Sellers and Messages tables: a page and an optional search (docs/decisions/0054).
 * Buyers and sellers match name, phone (by its digits) and e-mail; messages also their text.
 */
export const adminTableQuerySchema = z.object({ page, q: searchText });
export interface AdminTableQuery {
  page: number;
  q?: string;
}

export const dashboardSchema = z.object({
  counters: z.object({
    totalProperties: z.number().int(),
    propertiesSold: z.number().int(),
    /** Live listings with status Pending: the queue staff approve. */
    pendingApproval: z.number().int(),
    registeredBuyers: z.number().int(),
    registeredSellers: z.number().int(),
  }),
  recentProperties: z.array(listingSchema),
  recentQueries: z.array(contactQuerySchema),
});
export type Dashboard = Omit<z.infer<typeof dashboardSchema>, 'recentProperties'> & { recentProperties: Listing[] };

export const FEATURED_FILTERS = ['all', 'featured', 'not-featured'] as const;
export type FeaturedFilter = (typeof FEATURED_FILTERS)[number];
export const FEATURED_FILTER_LABELS: Record<FeaturedFilter, string> = {
  all: 'All',
  featured: 'Featured',
  'not-featured': 'Not Featured',
};

/** The status filter of the listings grid: 'all' (the default) or one status; Pending is the approval queue. */
export const STATUS_FILTERS = ['all', ...LISTING_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  Pending: 'Pending',
  Active: 'Active',
  Sold: 'Sold',
  Rejected: 'Rejected',
};

export const adminPropertiesQuerySchema = z.object({
  page,
  /** Title, address, locality, city, property type, seller name or mobile (docs/decisions/0054). */
  q: searchText,
  featured: z.enum(FEATURED_FILTERS, { error: 'Choose all, featured or not-featured' }).default('all'),
  status: z.enum(STATUS_FILTERS, { error: 'Choose all, Pending, Active, Sold or Rejected' }).default('all'),
  /** 'true': only public listings more than 50% below their market median (typos or fraud). */
  farBelowMarket: z.enum(['true', 'false']).optional(),
});
export interface AdminPropertiesQuery {
  page: number;
  q?: string;
  featured: FeaturedFilter;
  status?: StatusFilter;
  farBelowMarket?: 'true' | 'false';
}

export const listingPageSchema = z.object({
  properties: z.array(listingSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
});

/** How many listings each status holds under the current search and other filters (the tab counts). */
export const statusCountsSchema = z.object({
  all: z.number().int(),
  Pending: z.number().int(),
  Active: z.number().int(),
  Sold: z.number().int(),
  Rejected: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;
export const adminListingPageSchema = listingPageSchema.extend({
  counts: statusCountsSchema,
  /** The System setting approval applies, so the Pending queue flags what it would refuse (docs/decisions/0103). */
  minDiscountToPublish: z.number().int().optional(),
});

/** Bulk approve: the selected listings, at most one grid's worth of pages at a time. */
export const BULK_APPROVE_MAX = 100;
export const bulkApproveSchema = z.object({
  ids: z
    .array(z.uuid('Invalid id'), { error: 'Send the selected listings as a list of ids' })
    .min(1, 'Select at least one listing')
    .max(BULK_APPROVE_MAX, `Approve at most ${BULK_APPROVE_MAX} listings at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each listing may be named once'),
});
export type BulkApprove = z.infer<typeof bulkApproveSchema>;
/** Which listings became Active, and why each other one did not (already Active or Sold, or gone). */
export const bulkApproveResponseSchema = z.object({
  success: z.literal(true),
  approved: z.array(z.string()),
  skipped: z.array(z.object({ _id: z.string(), reason: z.string() })),
});
export type BulkApproveResult = z.infer<typeof bulkApproveResponseSchema>;

export const featuredResponseSchema = z.object({ success: z.literal(true), isFeatured: z.boolean() });
export const approveResponseSchema = z.object({ success: z.literal(true), status: z.enum(LISTING_STATUSES) });

/**
 * PUT /api/property/{id}/reject: why staff turn a Pending listing down. The seller reads it in My
 * Listings and in the message sent to them, so it must say what to change (docs/decisions/0120).
 */
export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 500;
export const rejectListingSchema = z.object({
  reason: z
    .string({ error: 'Write the reason the seller will read' })
    .trim()
    .min(REJECTION_REASON_MIN, `Write the reason the seller will read (at least ${REJECTION_REASON_MIN} characters)`)
    .max(REJECTION_REASON_MAX, `Keep the reason under ${REJECTION_REASON_MAX} characters`),
});
export type RejectListing = z.infer<typeof rejectListingSchema>;
export const rejectResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('Rejected'),
  rejection: z.object({ reason: z.string(), at: z.string() }),
});
export type RejectResult = z.infer<typeof rejectResponseSchema>;

// Spec §3 "Buyer record (admin view)", plus the lead status staff set (product decisions).
export const buyerRecordSchema = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), fullName: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }).nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  requirements: z.object({
    location: z.string(),
    propertyType: z.array(z.string()),
    /** 'rent': a requirement to rent, its budget rupees a month; otherwise lakhs (docs/decisions/0106). */
    purpose: z.string().optional(),
    budget: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
    bhk: z.string().nullable(),
    additionalNotes: z.string(),
  }),
  leadStatus: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
});
export type BuyerRecord = z.infer<typeof buyerRecordSchema>;

export const buyerPageSchema = z.object({ buyers: z.array(buyerRecordSchema), totalPages: z.number().int(), total: z.number().int() });
export const leadStatusUpdateSchema = z.object({ status: z.enum(LEAD_STATUSES) });

// One row per seller: a seller account, or the seller block's mobile of staff-posted listings.
export const SELLER_KINDS = ['account', 'staff-listing'] as const;
export const SELLER_STATUS_LABELS: Record<(typeof SELLER_KINDS)[number], string> = {
  account: 'Registered',
  'staff-listing': 'Listed by staff',
};
export const sellerRowSchema = z.object({
  _id: z.string(),
  kind: z.enum(SELLER_KINDS),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  propertyType: z.string().nullable(),
  address: z.string().nullable(),
  price: z.number().nullable(),
  /** The latest listing's rent a month in rupees when it is a rental (then price is null). */
  monthlyRent: z.number().optional(),
  totalListings: z.number().int(),
  createdAt: z.string(),
});
export type SellerRow = z.infer<typeof sellerRowSchema>;
export const sellerPageSchema = z.object({ sellers: z.array(sellerRowSchema), totalPages: z.number().int(), total: z.number().int() });

export const queryPageSchema = z.object({ queries: z.array(contactQuerySchema), totalPages: z.number().int(), total: z.number().int() });

// Settings > System (admin only). Same fields as the server's settings store.
export const MIN_DISCOUNT_TO_PUBLISH_MAX = 90;
const MIN_DISCOUNT_MESSAGE = `Enter a whole percent from 0 to ${MIN_DISCOUNT_TO_PUBLISH_MAX} (0 = off)`;
export const systemSettingsSchema = z.object({
  autoApproveListings: z.boolean(),
  maintenanceMode: z.boolean(),
  enableUserRegistration: z.boolean(),
  propertyLimitPerUser: z.coerce
    .number({ error: 'Enter a whole number (0 = unlimited)' })
    .int('Enter a whole number (0 = unlimited)')
    .min(0, 'Enter 0 or more (0 = unlimited)')
    .max(10000),
  /**
   * Approval refuses a listing less than this many percent below its locality's market rate
   * (docs/decisions/0103); 0 turns the check off.
   */
  minDiscountToPublish: z.coerce
    .number({ error: MIN_DISCOUNT_MESSAGE })
    .int(MIN_DISCOUNT_MESSAGE)
    .min(0, MIN_DISCOUNT_MESSAGE)
    .max(MIN_DISCOUNT_TO_PUBLISH_MAX, MIN_DISCOUNT_MESSAGE),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

// Settings > Notifications, per staff member.
export const notificationPrefsSchema = z.object({
  newProperty: z.boolean(),
  newUser: z.boolean(),
  propertySold: z.boolean(),
  newInquiry: z.boolean(),
  emailNotifications: z.boolean(),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

// Every event is ticked, but no mail goes out until the staff member turns e-mail on
// (docs/decisions/0010-admin-panel.md).
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  newProperty: true,
  newUser: true,
  propertySold: true,
  newInquiry: true,
  emailNotifications: false,
};

export const NOTIFICATION_LABELS: Record<keyof NotificationPrefs, { label: string; hint: string }> = {
  newProperty: { label: 'New property listing', hint: 'When a seller or staff member posts a property' },
  newUser: { label: 'New user registration', hint: 'When a buyer or seller signs up' },
  propertySold: { label: 'Property sold', hint: 'When a listing is marked as sold' },
  newInquiry: { label: 'New inquiry', hint: 'When someone sends a contact message' },
  emailNotifications: { label: 'E-mail notifications', hint: 'Send the chosen notifications to your e-mail address' },
};

// Sold Properties > edit: the sale details staff correct (sent through PUT /api/property/{id}).
export const soldEditFormSchema = z.object({
  buyerName: personName().trim().max(100),
  buyerContact: safeString().trim().max(100),
  price: z.coerce.number({ error: 'Enter the sold price in lakhs' }).min(0, 'Enter the sold price in lakhs').max(1_000_000),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the sold date')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date'),
});
export type SoldEditForm = z.infer<typeof soldEditFormSchema>;
