import { z } from 'zod';
import {
  AMENITIES,
  AVAILABILITY,
  BHK,
  CITIES,
  FACING,
  FURNISHING,
  LISTING_STATUSES,
  NEARBY,
  OWNERSHIP,
  PREFERRED_TIME,
  PROPERTY_TYPES,
  ROLES,
  YES_NO,
} from '../enums';
import { TEXTS } from '../texts';

// Sent for the fields a plot does not have (spec §4, post wizard).
export const NOT_APPLICABLE = 'N/A';

const text = (max = 200) => z.string().trim().max(max).default('');
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).or(z.literal('')).default('');

export const propertyDataSchema = z
  .object({
    title: text(120).optional(),
    seller: z.object({
      fullName: text(80),
      mobileNumber: text(20),
      city: z.enum(CITIES).or(z.literal('')).default(''),
    }),
    property: z.object({
      type: optionalEnum(PROPERTY_TYPES),
      bhk: z.enum(BHK).or(z.literal(NOT_APPLICABLE)).or(z.literal('')).default(''),
      baths: text(10),
      area: text(20),
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
      amenities: z.array(z.string().max(60)).max(30).optional(),
    }),
    pricing: z.object({
      expectedPrice: z.coerce.number().positive('Enter the expected price in lakhs').max(1_000_000),
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
    }),
    features: z.object({
      amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
      nearbyFacilities: z.array(z.enum(NEARBY)).max(NEARBY.length).default([]),
    }),
    comments: text(2000),
    date: z.string().max(40).optional(),
    media: z.array(z.string().max(500)).max(20).optional(),
    image: z.string().max(500).optional(),
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
  });
export type PropertyData = z.infer<typeof propertyDataSchema>;
export type PropertyDataInput = z.input<typeof propertyDataSchema>;

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

export const ownerSchema = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  email: z.string().nullable().optional(),
  mobile: z.string().nullable().optional(),
});

export const listingSchema = z.object({
  _id: z.string(),
  status: z.enum(LISTING_STATUSES),
  isFeatured: z.boolean(),
  createdAt: z.string(),
  media: z.array(z.string()),
  userId: ownerSchema.nullable(),
  soldDetails: z.object({ price: z.number().nullable(), date: z.string().nullable() }).nullable(),
  buyerName: z.string().nullable(),
  buyerContact: z.string().nullable(),
  propertyData: z.record(z.string(), z.unknown()),
});
export type Listing = Omit<z.infer<typeof listingSchema>, 'propertyData'> & { propertyData: PropertyData };

export const searchQuerySchema = z.object({
  location: z.string().trim().max(60).optional(),
  propertyType: z.string().trim().max(30).optional(),
  budget: z.string().trim().max(20).optional(),
  title: z.string().trim().max(100).optional(),
  bhk: z.string().trim().max(5).optional(),
  furnishing: z.string().trim().max(30).optional(),
  availability: z.string().trim().max(30).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  limit: z.coerce.number().int().min(1).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  properties: z.array(listingSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
});

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
