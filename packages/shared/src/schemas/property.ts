import { z } from 'zod';
import { ALL_FILTER, MAX_UPLOAD_FILES } from '../constants';
import {
  AMENITIES,
  AREA_UNITS,
  AVAILABILITY,
  BHK,
  CITIES,
  EDITABLE_STATUSES,
  FACING,
  FURNISHING,
  LISTING_PURPOSES,
  LISTING_STATUSES,
  NEARBY,
  OWNERSHIP,
  PREFERRED_TIME,
  PROPERTY_TYPES,
  ROLES,
  TENANTS_PREFERRED,
  YES_NO,
} from '../enums';
import { normaliseRera, reraProblem } from '../rera';
import { type PROPERTY_SEARCH_FILTER_KEYS, SEARCH_SORTS, splitList } from '../search';
import { inBox, NCR_BOX, parseBox } from '../search/box';
import { ENUMERATED_DIMENSIONS, type EnumeratedDimension, NEAR_METRO_VALUES } from '../search/dimensions';
import { TEXTS } from '../texts';
import { personName, safeRecord, safeString } from './text';

// Sent for the fields a plot does not have (spec §4, post wizard).
export const NOT_APPLICABLE = 'N/A';

const EXPECTED_PRICE = 'Enter the expected price in lakhs';
const MONTHLY_RENT = 'Enter the monthly rent in rupees';
const SECURITY_DEPOSIT = 'Enter the security deposit in rupees (0 if none)';

const text = (max = 200) => safeString().trim().max(max).default('');
const CHOOSE_LISTED = 'Choose one of the listed options';
const PIN_OUTSIDE = 'Place the pin in Delhi NCR';
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')], { error: CHOOSE_LISTED }).default('');
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** Rupees as a whole number, optional (a blank field is absent). */
const rupees = (message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).min(0, message).max(100_000_000, message).optional());

/** A point on the map placed by a seller or staff: inside Delhi NCR. */
export const pinSchema = z
  .object({ lat: z.number({ error: PIN_OUTSIDE }), lng: z.number({ error: PIN_OUTSIDE }) })
  .refine(({ lat, lng }) => inBox(NCR_BOX, lat, lng), PIN_OUTSIDE);
export type Pin = z.infer<typeof pinSchema>;

export const propertyDataSchema = z
  .object({
    /** Sale or rent; absent in listings stored before rentals, which are sales (purposeOf). */
    purpose: z.enum(LISTING_PURPOSES, { error: 'Choose Sell or Rent out' }).default('sale'),
    title: text(120).optional(),
    seller: z.object({
      fullName: personName().trim().max(80).default(''),
      mobileNumber: text(20),
      city: optionalEnum(CITIES),
    }),
    property: z.object({
      type: optionalEnum(PROPERTY_TYPES),
      bhk: z.union([z.enum(BHK), z.literal(NOT_APPLICABLE), z.literal('')], { error: CHOOSE_LISTED }).default(''),
      baths: text(10),
      area: text(20),
      areaUnit: optionalEnum(AREA_UNITS),
      address: text(300),
      locality: text(120),
      builtUpArea: text(20),
      carpetArea: text(20),
      plotSize: text(20),
      floorNumber: text(10),
      floor: text(10).optional(),
      totalFloors: text(10),
      age: text(30),
      facing: optionalEnum(FACING),
      furnishing: optionalEnum(FURNISHING),
      title: text(120),
      description: text(4000),
      amenities: z.array(safeString().max(60)).max(30).optional(),
      /**
       * Where the seller or staff placed the property on the map (decimal degrees); null or absent:
       * no pin, the locality's point stands in (issue 64). Only its owner and staff see it exactly.
       */
      pin: pinSchema.nullable().optional(),
    }),
    pricing: z.object({
      /** Lakhs; a sale's price (a rental has none). */
      expectedPrice: z.preprocess(
        blankToUndefined,
        z.coerce.number({ error: EXPECTED_PRICE }).positive(EXPECTED_PRICE).max(1_000_000, EXPECTED_PRICE).optional(),
      ),
      /** A rental's rent a month, in rupees. */
      monthlyRent: rupees(MONTHLY_RENT),
      /** A rental's security deposit, in rupees (0: none). */
      securityDeposit: rupees(SECURITY_DEPOSIT),
      /** A rental's maintenance a month, in rupees, when the tenant pays it on top of the rent. */
      maintenance: rupees('Enter the maintenance a month in rupees'),
      /** The day a rental can be moved into (YYYY-MM-DD). */
      availableFrom: text(40),
      tenantsPreferred: optionalEnum(TENANTS_PREFERRED),
      pricePerSqft: text(20),
      bookingAmount: text(20),
      negotiable: optionalEnum(YES_NO),
      availability: optionalEnum(AVAILABILITY),
      vacantDate: text(40),
      preferredTime: optionalEnum(PREFERRED_TIME),
    }),
    legal: z.object({
      hasDocuments: optionalEnum(YES_NO),
      ownershipType: optionalEnum(OWNERSHIP),
      /** The project's RERA registration number (docs/decisions/0117): an under-construction sale's is required. */
      reraNumber: text(40).transform(normaliseRera).optional(),
    }),
    features: z.object({
      amenities: z
        .array(z.enum(AMENITIES, { error: CHOOSE_LISTED }))
        .max(AMENITIES.length)
        .default([]),
      nearbyFacilities: z
        .array(z.enum(NEARBY, { error: CHOOSE_LISTED }))
        .max(NEARBY.length)
        .default([]),
    }),
    comments: text(2000),
    date: safeString().max(40).optional(),
    media: z.array(safeString().max(500)).max(20).optional(),
    image: safeString().max(500).optional(),
  })
  .superRefine((data, ctx) => {
    const need = (ok: boolean, path: (string | number)[], message: string = TEXTS.missingInfoBody) => {
      if (!ok) ctx.addIssue({ code: 'custom', path, message });
    };
    const filled = (v: string | undefined) => v !== undefined && v.trim() !== '';
    const isPlot = data.property.type === 'plot';
    need(filled(data.seller.fullName), ['seller', 'fullName']);
    need(filled(data.seller.mobileNumber), ['seller', 'mobileNumber']);
    need(filled(data.seller.city), ['seller', 'city']);
    need(filled(data.property.type), ['property', 'type']);
    need(filled(data.property.address), ['property', 'address']);
    need(filled(data.property.locality), ['property', 'locality']);
    need(filled(data.property.age), ['property', 'age']);
    if (isPlot) {
      need(filled(data.property.plotSize), ['property', 'plotSize'], TEXTS.plotSizeRequired);
    } else {
      need(filled(data.property.builtUpArea), ['property', 'builtUpArea']);
      need(filled(data.property.carpetArea), ['property', 'carpetArea']);
      need(filled(data.property.floorNumber), ['property', 'floorNumber']);
      need(filled(data.property.totalFloors), ['property', 'totalFloors']);
    }
    if (data.pricing.availability === 'occupied') {
      need(filled(data.pricing.vacantDate), ['pricing', 'vacantDate']);
    }
    // An under-construction project may be advertised only with its RERA registration.
    const rera = data.legal.reraNumber ?? '';
    if (data.purpose !== 'rent' && data.pricing.availability === 'under-construction') {
      need(rera !== '', ['legal', 'reraNumber'], TEXTS.reraRequired);
    }
    if (rera !== '') {
      const problem = reraProblem(rera, data.seller.city);
      if (problem) ctx.addIssue({ code: 'custom', path: ['legal', 'reraNumber'], message: problem });
    }
    if (data.purpose === 'rent') {
      need(data.pricing.monthlyRent !== undefined && data.pricing.monthlyRent > 0, ['pricing', 'monthlyRent'], MONTHLY_RENT);
      need(data.pricing.securityDeposit !== undefined, ['pricing', 'securityDeposit'], SECURITY_DEPOSIT);
      need(filled(data.pricing.tenantsPreferred), ['pricing', 'tenantsPreferred'], 'Choose whom the property is let to');
      need(
        filled(data.pricing.availableFrom) && !Number.isNaN(Date.parse(data.pricing.availableFrom)),
        ['pricing', 'availableFrom'],
        'Enter the date it is available from',
      );
    } else {
      need(data.pricing.expectedPrice !== undefined, ['pricing', 'expectedPrice'], EXPECTED_PRICE);
    }
  });
export type PropertyData = z.infer<typeof propertyDataSchema>;
export type PropertyDataInput = z.input<typeof propertyDataSchema>;

// The post wizard's step 1 (personal info, property details, pricing): Next validates only these.
export const STEP_ONE_FIELDS = [
  'seller.fullName',
  'seller.mobileNumber',
  'seller.city',
  'property.type',
  'property.bhk',
  'property.baths',
  'property.area',
  'property.address',
  'property.locality',
  'property.builtUpArea',
  'property.carpetArea',
  'property.plotSize',
  'property.floorNumber',
  'property.totalFloors',
  'property.age',
  'property.facing',
  'property.furnishing',
  'property.title',
  'property.description',
  'purpose',
  'pricing.expectedPrice',
  'pricing.monthlyRent',
  'pricing.securityDeposit',
  'pricing.maintenance',
  'pricing.availableFrom',
  'pricing.tenantsPreferred',
  'pricing.pricePerSqft',
  'pricing.bookingAmount',
  'pricing.negotiable',
  'pricing.availability',
  'pricing.vacantDate',
  'pricing.preferredTime',
] as const;

// The fields a plot does not have: not asked in the form and stored as 'N/A'.
export const PLOT_UNUSED_FIELDS = ['bhk', 'floorNumber', 'totalFloors', 'builtUpArea', 'carpetArea'] as const;

// All files of one upload together; each file is also capped at MAX_UPLOAD_BYTES.
export const MAX_UPLOAD_TOTAL_BYTES = 40 * 1024 * 1024;

// For a plot the unused fields are stored as 'N/A' whatever the form held.
export function normalisePropertyData(data: PropertyData): PropertyData {
  if (data.property.type !== 'plot') return data;
  return {
    ...data,
    property: {
      ...data.property,
      bhk: NOT_APPLICABLE,
      floorNumber: NOT_APPLICABLE,
      totalFloors: NOT_APPLICABLE,
      builtUpArea: NOT_APPLICABLE,
      carpetArea: NOT_APPLICABLE,
    },
  };
}

/**
 * An edit's propertyData: any subset of the sections. The server merges it into the stored data
 * (fields not sent are kept) and validates the result with propertyDataSchema, so the messages
 * name the same fields as on upload.
 */
const section = safeRecord();
export const propertyDataPatchSchema = z.object({
  purpose: z.enum(LISTING_PURPOSES, { error: 'Choose Sell or Rent out' }).optional(),
  title: safeString().max(120).optional(),
  seller: section.optional(),
  property: section.optional(),
  pricing: section.optional(),
  legal: section.optional(),
  features: section.optional(),
  comments: safeString().max(2000).optional(),
  date: safeString().max(40).optional(),
});
export type PropertyDataPatch = z.infer<typeof propertyDataPatchSchema>;

const soldDateSchema = z
  .string()
  .trim()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date');

/**
 * PUT /api/property/{id}. The owner sends propertyData (and may drop photos through `media`, the
 * listing's kept media URLs); staff may also set the status, the sale details and the buyer.
 */
export const propertyUpdateSchema = z.object({
  propertyData: propertyDataPatchSchema.optional(),
  media: z.array(safeString().max(500)).max(MAX_UPLOAD_FILES).optional(),
  status: z.enum(EDITABLE_STATUSES, { error: 'Choose Pending, Active or Sold; a rejection needs its reason' }).optional(),
  soldDetails: z
    .object({
      date: soldDateSchema.optional(),
      price: z.coerce.number().min(0, 'Enter a valid sold price').max(1_000_000).optional(),
    })
    .optional(),
  buyerName: personName().trim().max(100).optional(),
  buyerContact: safeString().trim().max(100).optional(),
});
export type PropertyUpdate = z.infer<typeof propertyUpdateSchema>;

export const ownerSchema = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  email: z.string().nullable().optional(),
  mobile: z.string().nullable().optional(),
});

export const priceChangeSchema = z.object({ fromLakhs: z.number(), toLakhs: z.number(), at: z.string() });
export type PriceChange = z.infer<typeof priceChangeSchema>;

/**
 * A listing's price per sq ft against its locality's market rate, kept by staff
 * (docs/decisions/0103-market-rates-kept-by-staff.md); absent where the locality has no rate.
 */
export const marketSchema = z.object({
  /** The locality's market rate, rupees per sq ft. */
  ratePerSqft: z.number(),
  /** The place the rate is for, e.g. "Sector 62, Noida". */
  place: z.string(),
  /** Where the rate comes from, and the day it was recorded (YYYY-MM-DD). */
  source: z.string(),
  recordedOn: z.string(),
  /** How far below the rate this listing is, in whole percent (negative: above it). */
  percentBelow: z.number().int(),
  /**
   * What the listing is compared with: absent or 'rate', its price per sq ft with the locality's
   * rate per sq ft (a sale); 'rent', a rental's rent a month with the locality's market rent a month
   * for its BHK (`marketRent`; ratePerSqft is then 0). A rent is never compared with a sale rate.
   */
  basis: z.enum(['rate', 'rent']).optional(),
  /** The locality's market rent a month for the listing's BHK, in rupees (basis 'rent'). */
  marketRent: z.number().optional(),
});
export type MarketInsight = z.infer<typeof marketSchema>;

export const locationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** What the point is: the seller's pin, the locality's point, or only the city's centre. */
  precision: z.enum(['pin', 'locality', 'city']),
});
export type ListingLocation = z.infer<typeof locationSchema>;

/** What every view of a listing has: its facts, photos and insights, nothing that reaches a person. */
const listingBase = {
  _id: z.string(),
  status: z.enum(LISTING_STATUSES),
  isFeatured: z.boolean(),
  createdAt: z.string(),
  media: z.array(z.string()),
  /** When staff marked the listing's documents verified (the 'Verified' badge); null when not. */
  verifiedAt: z.string().nullable().optional(),
  /** Every change of the price, oldest first. */
  priceHistory: z.array(priceChangeSchema).optional(),
  /** The latest change when it was a cut; null otherwise. */
  priceDrop: priceChangeSchema.nullable().optional(),
  /** Below-market figure against the locality's market rate; null where the locality has no rate or the listing no area. */
  market: marketSchema.nullable().optional(),
  /**
   * Where the listing is on the map (issue 64): its pin, else its locality's point from the
   * gazetteer, else its city's centre (`precision`). The public's is rounded to about 200 m;
   * the owner's and staff's is exact. Null when its city is not one the gazetteer has.
   */
  location: locationSchema.nullable().optional(),
};

/**
 * A listing as its owner and staff see it: the whole propertyData (the seller block's mobile
 * included), the owner's contact details, the sale and the buyer (staff), who verified it.
 */
export const listingSchema = z.object({
  ...listingBase,
  userId: ownerSchema.nullable(),
  soldDetails: z.object({ price: z.number().nullable(), date: z.string().nullable() }).nullable(),
  buyerName: z.string().nullable(),
  buyerContact: z.string().nullable(),
  /** Who verified them; staff and the owner only. */
  verifiedBy: z.string().nullable().optional(),
  /** Why staff turned it down, while it is Rejected; staff and the owner only (docs/decisions/0120). */
  rejection: z.object({ reason: z.string(), at: z.string() }).nullable().optional(),
  propertyData: z.record(z.string(), z.unknown()),
});
export type Listing = Omit<z.infer<typeof listingSchema>, 'propertyData'> & { propertyData: PropertyData };

/**
 * The public's view of a listing (search, detail, similar, featured, wishlist, matches, the
 * server-rendered pages). An allow-list: every field is named here, so a field added to the stored
 * data stays private until someone decides to show it. No phone number, e-mail or id of a person:
 * calls, WhatsApp and enquiries go to the operator (product decisions), and free text has any
 * number or address a seller typed into it hidden (hideContacts).
 */
const storedValue = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);
export const publicPropertyDataSchema = z.object({
  /** Always present in answers: a listing stored without it is a sale. */
  purpose: z.enum(LISTING_PURPOSES),
  title: z.string().optional(),
  seller: z.object({ fullName: z.string(), city: storedValue(CITIES) }),
  property: z.object({
    type: storedValue(PROPERTY_TYPES),
    bhk: z.union([z.enum(BHK), z.literal(NOT_APPLICABLE), z.literal('')]),
    baths: z.string(),
    area: z.string(),
    areaUnit: storedValue(AREA_UNITS),
    address: z.string(),
    locality: z.string(),
    builtUpArea: z.string(),
    carpetArea: z.string(),
    plotSize: z.string(),
    floorNumber: z.string(),
    floor: z.string().optional(),
    totalFloors: z.string(),
    age: z.string(),
    facing: storedValue(FACING),
    furnishing: storedValue(FURNISHING),
    title: z.string(),
    description: z.string(),
    amenities: z.array(z.string()).optional(),
  }),
  pricing: z.object({
    /** Lakhs; sales only. */
    expectedPrice: z.number().optional(),
    /** Rupees; rentals only. */
    monthlyRent: z.number().optional(),
    securityDeposit: z.number().optional(),
    maintenance: z.number().optional(),
    availableFrom: z.string().optional(),
    tenantsPreferred: storedValue(TENANTS_PREFERRED).optional(),
    pricePerSqft: z.string(),
    bookingAmount: z.string(),
    negotiable: storedValue(YES_NO),
    availability: storedValue(AVAILABILITY),
    vacantDate: z.string(),
    preferredTime: storedValue(PREFERRED_TIME),
  }),
  legal: z.object({ hasDocuments: storedValue(YES_NO), ownershipType: storedValue(OWNERSHIP), reraNumber: z.string().optional() }),
  features: z.object({ amenities: z.array(z.enum(AMENITIES)), nearbyFacilities: z.array(z.enum(NEARBY)) }),
  comments: z.string(),
  media: z.array(z.string()).optional(),
  image: z.string().optional(),
});
export type PublicPropertyData = z.infer<typeof publicPropertyDataSchema>;

/** Who posted a listing, as the public sees it: staff show as the operator, sellers by name. */
export const publicOwnerSchema = z.object({ role: z.enum(ROLES), fullName: z.string() });

export const publicListingSchema = z.object({
  ...listingBase,
  userId: publicOwnerSchema.nullable(),
  propertyData: publicPropertyDataSchema,
});
export type PublicListing = z.infer<typeof publicListingSchema>;

/**
 * A listing as a 'Similar properties' card shows it: its first photo, price, market figure, what
 * and where. A subset of the public listing, so the listing page carries six of them in a few
 * hundred bytes each instead of whole listings (docs/decisions/0059).
 */
const publicProperty = publicPropertyDataSchema.shape.property;
export const similarListingSchema = z.object({
  _id: z.string(),
  status: z.enum(LISTING_STATUSES),
  /** The first photo, or none. */
  media: z.array(z.string()).max(1),
  market: marketSchema.nullable().optional(),
  propertyData: z.object({
    purpose: publicPropertyDataSchema.shape.purpose,
    title: z.string().optional(),
    seller: publicPropertyDataSchema.shape.seller.pick({ city: true }),
    property: publicProperty.pick({
      type: true,
      bhk: true,
      area: true,
      areaUnit: true,
      builtUpArea: true,
      plotSize: true,
      locality: true,
      title: true,
    }),
    pricing: publicPropertyDataSchema.shape.pricing.pick({ expectedPrice: true, monthlyRent: true }),
  }),
});
export type SimilarListing = z.infer<typeof similarListingSchema>;

const searchNumber = (max: number, integer = false) =>
  z.preprocess(
    blankToUndefined,
    (integer
      ? z.coerce.number({ error: 'enter a whole number' }).int('enter a whole number')
      : z.coerce.number({ error: 'enter a number' })
    )
      .refine(Number.isFinite, 'enter a number')
      .min(0, 'cannot be negative')
      .max(max, `at most ${max}`)
      .optional(),
  );
const searchList = (values: readonly string[]) =>
  safeString()
    .trim()
    .max(100)
    .optional()
    .refine((value) => splitList(value).every((v) => values.includes(v)), `use ${values.join(', ')} (several separated by commas)`);

/**
 * The filters of a property search, as the URL of /property and GET /api/property/search carry
 * them: the single source of truth for the search page, the API and saved searches. Empty values
 * and the "All" value (__all__) mean "any". Prices are lakhs, areas sq ft; ranges include their
 * minimum and exclude their maximum, like the budget ranges.
 */
/**
 * The URL key of each enumerated dimension (search/dimensions.ts): one or more of its values,
 * comma-separated, where it takes several; one value as typed where it takes one (a city in any
 * of its spellings; a value no listing holds matches nothing).
 */
const enumeratedFilter = (dimension: EnumeratedDimension) =>
  dimension.multiple ? searchList(dimension.values) : safeString().trim().max(60).optional();
const enumeratedFilterShape = Object.fromEntries(ENUMERATED_DIMENSIONS.map((d) => [d.param, enumeratedFilter(d)])) as {
  [D in (typeof ENUMERATED_DIMENSIONS)[number] as D['param']]: ReturnType<typeof enumeratedFilter>;
};

const searchFilterShape = {
  /** 'rent' searches rentals; absent or 'sale' searches sales, as every search did before rentals. */
  purpose: z.preprocess(blankToUndefined, z.enum(LISTING_PURPOSES, { error: 'use sale or rent' }).optional()),
  ...enumeratedFilterShape,
  /** 'true': listings whose seller names a metro station nearby; 'false': the others. */
  nearMetro: z.preprocess(blankToUndefined, z.enum(NEAR_METRO_VALUES, { error: 'use true or false' }).optional()),
  /** A "min-max" range in lakhs ("200-": 200 and above), e.g. one of BUDGET_RANGES. */
  budget: safeString().trim().max(20).optional(),
  title: safeString().trim().max(100).optional(),
  locality: safeString().trim().max(120).optional(),
  minPrice: searchNumber(1_000_000),
  maxPrice: searchNumber(1_000_000),
  /** Rupees a month; rentals only (purpose=rent). */
  minRent: searchNumber(100_000_000, true),
  maxRent: searchNumber(100_000_000, true),
  minArea: searchNumber(10_000_000),
  maxArea: searchNumber(10_000_000),
  postedWithin: searchNumber(3650, true),
  /** Only listings at least this many percent below their locality's market rate (the `market` figure). */
  minDiscount: searchNumber(100, true),
  /** An area of the map, `west,south,east,north` in decimal degrees (search/box.ts): listings whose public pin lies in it. */
  bbox: safeString()
    .trim()
    .max(100)
    .optional()
    .superRefine((value, ctx) => {
      const box = value ? parseBox(value) : null;
      if (box && 'error' in box) ctx.addIssue({ code: 'custom', message: box.error });
    }),
  /** Sold listings are left out unless this is 'true' (the search page's "Show sold"). */
  showSold: z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'use true or false' }).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(SEARCH_SORTS, { error: `use one of ${SEARCH_SORTS.join(', ')}` }).optional()),
};

type RangeValues = {
  purpose?: string;
  budget?: string;
  minPrice?: number;
  maxPrice?: number;
  minRent?: number;
  maxRent?: number;
  minArea?: number;
  maxArea?: number;
};
function checkRanges(value: RangeValues, ctx: z.RefinementCtx) {
  // A sale's budget is lakhs and a rent is rupees a month: each belongs to its own purpose, so a
  // filter of the other is refused rather than read in the wrong unit.
  const rent = value.purpose === 'rent';
  for (const key of ['budget', 'minPrice', 'maxPrice'] as const) {
    if (rent && value[key] !== undefined && value[key] !== '' && value[key] !== ALL_FILTER) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'is for sales: a rental search takes minRent and maxRent (rupees a month)' });
    }
  }
  for (const key of ['minRent', 'maxRent'] as const) {
    if (!rent && value[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is for rentals: add purpose=rent' });
  }
  if (value.minRent !== undefined && value.maxRent !== undefined && value.minRent > value.maxRent) {
    ctx.addIssue({ code: 'custom', path: ['minRent'], message: 'must not be more than maxRent' });
  }
  if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'must not be more than maxPrice' });
  }
  if (value.minArea !== undefined && value.maxArea !== undefined && value.minArea > value.maxArea) {
    ctx.addIssue({ code: 'custom', path: ['minArea'], message: 'must not be more than maxArea' });
  }
}

export const propertySearchFiltersSchema = z.object(searchFilterShape).superRefine(checkRanges);
export type PropertySearchFilters = z.infer<typeof propertySearchFiltersSchema>;
export { PROPERTY_SEARCH_FILTER_KEYS } from '../search';

// The list in search.ts (zod-free, for the browser) names exactly this schema's filters.
type FilterKeysMatch = [keyof PropertySearchFilters] extends [(typeof PROPERTY_SEARCH_FILTER_KEYS)[number]]
  ? [(typeof PROPERTY_SEARCH_FILTER_KEYS)[number]] extends [keyof PropertySearchFilters]
    ? true
    : never
  : never;
const filterKeysMatch: FilterKeysMatch = true;
void filterKeysMatch;

/** GET /api/property/search: the filters plus the page. */
export const searchQuerySchema = z
  .object({
    ...searchFilterShape,
    page: z.coerce.number().int().min(1).max(10000).default(1),
    limit: z.coerce.number().int().min(1).optional(),
  })
  .superRefine(checkRanges);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  properties: z.array(publicListingSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
});

/** How many pins the map view shows at most: the first of the search's order. */
export const MAP_PINS = 500;

/** GET /api/property/pins: a search's listings as points on the map (issue 64). */
export const pinsResponseSchema = z.object({
  /** How many listings the search finds; `pins` holds the first MAP_PINS of them that have a point. */
  total: z.number().int(),
  pins: z.array(
    z.object({
      _id: z.string(),
      lat: z.number(),
      lng: z.number(),
      /** A sale's price in lakhs, a rental's rent a month in rupees. */
      price: z.number(),
    }),
  ),
});
export type PinsResponse = z.infer<typeof pinsResponseSchema>;

/** GET /api/property/search. */
export const propertySearchResponseSchema = searchResponseSchema.extend({
  /** When false, `total` is a lower bound (shown as "1,000+"). The search index counts exactly, so it is true (docs/decisions/0044). */
  totalExact: z.boolean(),
});

const facetCounts = z.record(z.string(), z.number().int());
/** GET /api/property/facets: per option, how many listings match with the other filters applied. */
export const facetsResponseSchema = z.object({
  cities: facetCounts,
  localities: z.array(z.object({ value: z.string(), count: z.number().int() })),
  types: facetCounts,
  bhk: facetCounts,
  budgets: facetCounts,
  furnishing: facetCounts,
  availability: facetCounts,
  /** 'true' and 'false': near a metro station or not. */
  nearMetro: facetCounts,
});
export type FacetsResponse = z.infer<typeof facetsResponseSchema>;

/** GET /api/property/widen: for a search that finds nothing, the searches one filter wider that find something. */
export const widenResponseSchema = z.object({
  widenings: z.array(
    z.object({
      /** What changes: "Budget up to ₹1 Cr", "Any BHK", "All of Noida". */
      label: z.string(),
      /** The wider search's filters, as /api/property/search and the search page's URL take them. */
      filters: z.record(z.string(), z.string()),
      /** The public listings it finds. */
      count: z.number().int(),
    }),
  ),
});
export type WidenResponse = z.infer<typeof widenResponseSchema>;

/** GET /api/property/suggest: what the search box offers as people type. */
export const suggestQuerySchema = z.object({
  q: safeString().trim().min(1, 'Type at least one letter').max(60),
  /** Whose listings the suggestions count: sales (the default) or rentals. */
  purpose: z.preprocess(blankToUndefined, z.enum(LISTING_PURPOSES, { error: 'use sale or rent' }).optional()),
});
export const suggestionSchema = z.object({
  kind: z.enum(['city', 'locality', 'society']),
  /** As shown: "Sector 62, Noida". */
  label: z.string(),
  /** Available listings it would find. */
  count: z.number().int(),
  /** The search filters it stands for (location, locality, title). */
  params: z.record(z.string(), z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });

export const optionsResponseSchema = z.object({
  locations: z.array(z.string()),
  propertyTypes: z.array(z.string()),
  budgets: z.array(z.string()),
  budgetLabels: z.record(z.string(), z.string()),
});

export const countsResponseSchema = z.object({
  cities: z.record(z.string(), z.number()),
  types: z.record(z.string(), z.number()),
});

export const propertyResponseSchema = z.object({ property: listingSchema });

export const myListingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export const myListingsResponseSchema = z.object({
  properties: z.array(listingSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type MyListingsResponse = Omit<z.infer<typeof myListingsResponseSchema>, 'properties'> & { properties: Listing[] };
