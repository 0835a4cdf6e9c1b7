import { AMENITIES, NEARBY } from '@ncr/shared/enums';
import type { PostingDraftData } from '@ncr/shared/schemas/posting-draft';
import { normalisePropertyData, type PropertyData, type PropertyDataInput } from '@ncr/shared/schemas/property';

export type PropertyFormValues = PropertyDataInput;

/** An empty post form; the seller block starts from the signed-in user (spec: prefilled). */
export function emptyFormValues(seller: { fullName?: string | null; mobile?: string | null } = {}): PropertyFormValues {
  return {
    purpose: 'sale',
    title: '',
    seller: { fullName: seller.fullName ?? '', mobileNumber: seller.mobile ?? '', city: '' },
    property: {
      type: '',
      bhk: '',
      baths: '',
      area: '',
      address: '',
      locality: '',
      builtUpArea: '',
      carpetArea: '',
      plotSize: '',
      floorNumber: '',
      totalFloors: '',
      age: '',
      facing: '',
      furnishing: '',
      title: '',
      description: '',
    },
    pricing: {
      expectedPrice: '',
      monthlyRent: '',
      securityDeposit: '',
      maintenance: '',
      availableFrom: '',
      tenantsPreferred: '',
      pricePerSqft: '',
      bookingAmount: '',
      negotiable: '',
      availability: '',
      vacantDate: '',
      preferredTime: '',
    },
    legal: { hasDocuments: '', ownershipType: '' },
    features: { amenities: [], nearbyFacilities: [] },
    comments: '',
  };
}

/** A stored listing's data as form values: every field present, numbers as the inputs hold them. */
export function formValuesOf(data: PropertyData): PropertyFormValues {
  const empty = emptyFormValues();
  const asText = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    ...empty,
    purpose: data.purpose ?? 'sale',
    title: data.title ?? '',
    seller: { ...empty.seller, ...data.seller },
    property: { ...empty.property, ...data.property },
    pricing: {
      ...empty.pricing,
      ...data.pricing,
      expectedPrice: asText(data.pricing?.expectedPrice),
      monthlyRent: asText(data.pricing?.monthlyRent),
      securityDeposit: asText(data.pricing?.securityDeposit),
      maintenance: asText(data.pricing?.maintenance),
      availableFrom: data.pricing?.availableFrom ?? '',
      tenantsPreferred: data.pricing?.tenantsPreferred ?? '',
    },
    legal: { ...empty.legal, ...data.legal },
    features: { ...empty.features, ...data.features },
    comments: data.comments ?? '',
  };
}

/**
 * What is sent: a plot's unused fields as 'N/A' (spec §4), no vacant date unless occupied, only
 * the pricing of the listing's purpose (a rental no expected price or possession, a sale no rent
 * terms, so switching between Sell and Rent out leaves nothing of the other behind), and none of
 * the fields the server sets itself.
 */
export function toPayload(data: PropertyData): PropertyData {
  const { media: _media, image: _image, date: _date, ...rest } = normalisePropertyData(data);
  const pricing = rest.purpose === 'rent' ? rentalPricing(rest.pricing) : salePricing(rest.pricing);
  return { ...rest, pricing: pricing.availability === 'occupied' ? pricing : { ...pricing, vacantDate: '' } };
}

type Pricing = PropertyData['pricing'];

function rentalPricing(pricing: Pricing): Pricing {
  const { expectedPrice: _price, ...rest } = pricing;
  return { ...rest, bookingAmount: '', pricePerSqft: '', availability: '', vacantDate: '', preferredTime: '' };
}

function salePricing(pricing: Pricing): Pricing {
  const { monthlyRent: _rent, securityDeposit: _deposit, maintenance: _maintenance, ...rest } = pricing;
  return { ...rest, availableFrom: '', tenantsPreferred: '' };
}

type Section = 'seller' | 'property' | 'pricing' | 'legal';
const SECTIONS: readonly Section[] = ['seller', 'property', 'pricing', 'legal'];
const textOnly = (value: unknown): value is string => typeof value === 'string';

/**
 * The form as a draft keeps it (docs/decisions/0127): the text of each field and the chosen
 * features, nothing the server sets and no photos.
 */
export function draftOf(values: PropertyFormValues): PostingDraftData {
  const section = (name: Section) =>
    Object.fromEntries(Object.entries((values[name] ?? {}) as Record<string, unknown>).filter(([, v]) => textOnly(v))) as Record<
      string,
      string
    >;
  return {
    purpose: values.purpose === 'rent' ? 'rent' : 'sale',
    title: values.title ?? '',
    seller: section('seller'),
    property: section('property'),
    pricing: section('pricing'),
    legal: section('legal'),
    features: {
      amenities: (values.features?.amenities ?? []).filter(textOnly),
      nearbyFacilities: (values.features?.nearbyFacilities ?? []).filter(textOnly),
    },
    comments: values.comments ?? '',
  };
}

/** A draft back in the form: its fields over `base`, only those the form has. */
export function formValuesFromDraft(draft: PostingDraftData, base: PropertyFormValues): PropertyFormValues {
  const merged = structuredClone(base);
  for (const name of SECTIONS) {
    const target = merged[name] as Record<string, unknown>;
    for (const [key, value] of Object.entries(draft[name] ?? {})) if (key in target && textOnly(value)) target[key] = value;
  }
  if (draft.purpose) merged.purpose = draft.purpose;
  if (textOnly(draft.title)) merged.title = draft.title;
  if (textOnly(draft.comments)) merged.comments = draft.comments;
  const known = <T extends string>(list: readonly T[], values: string[] | undefined) =>
    (values ?? []).filter((v): v is T => list.includes(v as T));
  merged.features = {
    amenities: known(AMENITIES, draft.features?.amenities),
    nearbyFacilities: known(NEARBY, draft.features?.nearbyFacilities),
  };
  return merged;
}
