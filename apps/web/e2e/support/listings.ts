import type { Listing } from '@ncr/shared/schemas/property';
import { baseUrl } from './browser';
import type { SignedIn } from './session';

export interface FlatListing {
  title: string;
  /** Expected price in lakhs. */
  lakhs?: number;
  /** Built-up area in sq ft. */
  area?: number;
  sellerName?: string;
  /** Locality (default Sector 62, Noida). */
  locality?: string;
  /** Photos sent with it (PNG bytes), as the post form's media. */
  photos?: Buffer[];
}

/**
 * A 3 BHK flat in Sector 62, Noida, posted through the real upload API, as the post form sends it
 * (staff listings go live at once; sellers' wait as Pending unless auto-approval is on).
 */
export async function postFlat(
  session: SignedIn,
  { title, lakhs = 92, area = 1450, sellerName = 'Vivek Anand', locality = 'Sector 62', photos = [] }: FlatListing,
): Promise<Listing> {
  const propertyData = {
    seller: { fullName: sellerName, mobileNumber: '+919700012345', city: 'Noida' },
    property: {
      type: 'flat',
      bhk: '3',
      baths: '2',
      area: String(area),
      areaUnit: 'sqft',
      address: `Tower 2, ${title}, ${locality}, Noida`,
      locality,
      builtUpArea: String(area),
      carpetArea: String(Math.round(area * 0.78)),
      plotSize: '',
      floorNumber: '7',
      totalFloors: '14',
      age: '5 years',
      facing: 'northeast',
      furnishing: 'semi-furnished',
      title,
      description: 'Bright corner flat, owner relocating.',
    },
    pricing: {
      expectedPrice: lakhs,
      pricePerSqft: '',
      bookingAmount: '500000',
      negotiable: 'yes',
      availability: 'ready',
      vacantDate: '',
      preferredTime: 'within-3-months',
    },
    legal: { hasDocuments: 'yes', ownershipType: 'joint' },
    features: { amenities: ['Lift', 'Parking'], nearbyFacilities: ['Metro Station'] },
    comments: 'Call after 11 AM',
  };
  return uploadListing(session, propertyData, photos);
}

/** Posts a propertyData (and PNG photos) through the upload API, as the post form does. */
export async function uploadListing(session: SignedIn, propertyData: object, photos: Buffer[] = []): Promise<Listing> {
  const form = new FormData();
  form.set('propertyData', JSON.stringify(propertyData));
  for (const [i, photo] of photos.entries()) {
    form.append('media', new Blob([new Uint8Array(photo)], { type: 'image/png' }), `photo-${i}.png`);
  }
  const res = await fetch(`${baseUrl()}/api/property/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(json)}`);
  return json.property as Listing;
}
