// Enumerations of spec §3. The post form's value sets are the stored ones; the admin form edits
// the same values with readable labels (docs/decisions/0004-one-value-set-per-field.md).

export const ROLES = ['buyer', 'seller', 'admin', 'subadmin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'subadmin'] as const satisfies readonly Role[];
export const isStaff = (role: string | null | undefined): boolean => role === 'admin' || role === 'subadmin';

export const CITIES = ['Delhi', 'Noida', 'Greater Noida', 'Gurugaon', 'Faridabad', 'Ghaziabad'] as const;
export type City = (typeof CITIES)[number];

export const PROPERTY_TYPES = ['flat', 'house', 'plot', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  flat: 'Flat / Apartment',
  house: 'House / Villa',
  plot: 'Plot / Land',
  commercial: 'Commercial',
};

/**
 * What a listing offers: a sale (every listing of the spec) or a rental. A listing whose
 * propertyData has no purpose is a sale, so stored listings and every link keep their meaning.
 */
export const LISTING_PURPOSES = ['sale', 'rent'] as const;
export type ListingPurpose = (typeof LISTING_PURPOSES)[number];
export const LISTING_PURPOSE_LABELS: Record<ListingPurpose, string> = { sale: 'Buy', rent: 'Rent' };
/** The purpose of stored propertyData: 'rent' only when it says so. */
export const purposeOf = (data: { purpose?: unknown } | null | undefined): ListingPurpose => (data?.purpose === 'rent' ? 'rent' : 'sale');

/** Whom a landlord lets to, as Delhi NCR rentals say it. */
export const TENANTS_PREFERRED = ['family', 'bachelors', 'company', 'any'] as const;
export type TenantsPreferred = (typeof TENANTS_PREFERRED)[number];
export const TENANTS_PREFERRED_LABELS: Record<TenantsPreferred, string> = {
  family: 'Family',
  bachelors: 'Bachelors',
  company: 'Company lease',
  any: 'Anyone',
};

export const FURNISHING = ['unfurnished', 'semi-furnished', 'fully-furnished'] as const;
export const AVAILABILITY = ['ready', 'under-construction', 'occupied'] as const;
export const YES_NO = ['yes', 'no'] as const;
export const PREFERRED_TIME = ['immediate', 'within-3-months', 'flexible'] as const;
export const OWNERSHIP = ['self', 'joint', 'inherited'] as const;
export const FACING = ['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest'] as const;
export const FACING_LABELS: Record<(typeof FACING)[number], string> = {
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
  northeast: 'North East',
  northwest: 'North West',
  southeast: 'South East',
  southwest: 'South West',
};
export const BHK = ['1', '2', '3', '4', '5+'] as const;
// The unit of a listing's plain `area` field; plot size is always in sq yd and built-up and carpet
// area in sq ft, as the post form labels them. Delhi NCR sells plots by the square yard (gaj) and
// built space by the square foot; '' (older listings, the post form) means sq ft.
export const AREA_UNITS = ['sqft', 'sqyd'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const AREA_UNIT_LABELS: Record<AreaUnit, string> = { sqft: 'sq ft', sqyd: 'sq yd' };
export const SQFT_PER_SQYD = 9;
export const AMENITIES = ['Lift', 'Parking', 'Gym', 'Garden', 'Swimming Pool', 'Security'] as const;
export const NEARBY = ['School', 'Hospital', 'Metro Station', 'Mall', 'Airport'] as const;

// Rejected: staff turned a Pending listing down with a reason its seller sees; never public, and
// the seller's next edit sends it back to Pending (docs/decisions/0120).
export const LISTING_STATUSES = ['Pending', 'Active', 'Sold', 'Rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** The statuses anyone may see (the public predicate of the database, publicListing). */
export const PUBLIC_STATUSES = ['Active', 'Sold'] as const satisfies readonly ListingStatus[];
export const isPublicStatus = (status: string): boolean => (PUBLIC_STATUSES as readonly string[]).includes(status);
/** What staff may set through an edit; Rejected only comes with a reason (PUT /api/property/{id}/reject). */
export const EDITABLE_STATUSES = ['Pending', 'Active', 'Sold'] as const satisfies readonly ListingStatus[];

export const QUERY_STATUSES = ['Unread', 'Read', 'Replied', 'Closed'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

export const LEAD_STATUSES = ['New', 'Contacted', 'Closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

// Buyer requirement form (spec §3, "Enumerations, buyer form").
export const BUYER_PROPERTY_TYPES = ['Flat / Apartment', 'House / Villa', 'Plot / Land', 'Commercial Property'] as const;
export const BUYER_TYPE_TO_PROPERTY_TYPE: Record<(typeof BUYER_PROPERTY_TYPES)[number], PropertyType> = {
  'Flat / Apartment': 'flat',
  'House / Villa': 'house',
  'Plot / Land': 'plot',
  'Commercial Property': 'commercial',
};
/** A buyer requirement's purpose; 'rent' asks for rentals, with a budget a month in rupees (docs/decisions/0106). */
export const PURPOSES = ['buy', 'investment', 'own-use', 'rent'] as const;
export const POSSESSION = ['ready', '6months', '1year'] as const;
export const BUYER_AMENITIES = ['Swimming Pool', 'Gym', 'Clubhouse', 'Security', 'Power Backup', 'Garden'] as const;
export const BUDGET_MIN_OPTIONS = [
  { value: 10, label: '10 Lakhs' },
  { value: 20, label: '20 Lakhs' },
  { value: 30, label: '30 Lakhs' },
  { value: 40, label: '40 Lakhs' },
  { value: 50, label: '50 Lakhs' },
  { value: 60, label: '60 Lakhs' },
  { value: 70, label: '70 Lakhs' },
  { value: 80, label: '80 Lakhs' },
  { value: 90, label: '90 Lakhs' },
  { value: 100, label: '100 (1 Crore)' },
  { value: 150, label: '150 Lakhs' },
  { value: 200, label: '200 (2 Crore+)' },
] as const;
export const BUDGET_MAX_OPTIONS = [
  { value: 50, label: '50 Lakhs' },
  { value: 60, label: '60 Lakhs' },
  { value: 70, label: '70 Lakhs' },
  { value: 80, label: '80 Lakhs' },
  { value: 90, label: '90 Lakhs' },
  { value: 100, label: '100 (1 Crore)' },
  { value: 150, label: '150 Lakhs' },
  { value: 200, label: '200 Lakhs' },
  { value: 300, label: '300 Lakhs' },
  { value: 500, label: '500 (5 Crore+)' },
] as const;
