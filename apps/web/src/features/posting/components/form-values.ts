import { normalisePropertyData, type PropertyData, type PropertyDataInput } from '@ncr/shared/schemas/property';

export type PropertyFormValues = PropertyDataInput;

/** An empty post form; the seller block starts from the signed-in user (spec: prefilled). */
export function emptyFormValues(seller: { fullName?: string | null; mobile?: string | null } = {}): PropertyFormValues {
  return {
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
  return {
    ...empty,
    title: data.title ?? '',
    seller: { ...empty.seller, ...data.seller },
    property: { ...empty.property, ...data.property },
    pricing: { ...empty.pricing, ...data.pricing, expectedPrice: String(data.pricing?.expectedPrice ?? '') },
    legal: { ...empty.legal, ...data.legal },
    features: { ...empty.features, ...data.features },
    comments: data.comments ?? '',
  };
}

/**
 * What is sent: a plot's unused fields as 'N/A' (spec §4), no vacant date unless occupied, and
 * none of the fields the server sets itself.
 */
export function toPayload(data: PropertyData): PropertyData {
  const { media: _media, image: _image, date: _date, ...rest } = normalisePropertyData(data);
  return rest.pricing.availability === 'occupied' ? rest : { ...rest, pricing: { ...rest.pricing, vacantDate: '' } };
}
