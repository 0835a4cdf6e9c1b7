import type { Listing } from '@ncr/shared/schemas/property';
import { uploadListing } from './listings';
import type { SignedIn } from './session';

export interface Rental {
  title: string;
  /** Rent a month in rupees. */
  rent: number;
  deposit?: number;
  /** The day it can be moved into (YYYY-MM-DD). */
  availableFrom?: string;
}

/**
 * A 2 BHK flat to let in Sector 62, Noida, posted through the real upload API as the post form
 * sends a rental (docs/decisions/0106): rent, deposit and terms, no sale price. Sellers' rentals
 * wait as Pending unless auto-approval is on.
 */
export async function postRental(
  session: SignedIn,
  { title, rent, deposit = rent * 2, availableFrom = '2027-02-01' }: Rental,
): Promise<Listing> {
  const propertyData = {
    purpose: 'rent',
    seller: { fullName: 'Meera Kapoor', mobileNumber: '+919700054321', city: 'Noida' },
    property: {
      type: 'flat',
      bhk: '2',
      baths: '2',
      area: '1050',
      areaUnit: 'sqft',
      address: `Tower 5, ${title}, Sector 62, Noida`,
      locality: 'Sector 62',
      builtUpArea: '1050',
      carpetArea: '820',
      plotSize: '',
      floorNumber: '4',
      totalFloors: '12',
      age: '6 years',
      facing: 'east',
      furnishing: 'semi-furnished',
      title,
      description: 'Close to the metro; power backup and covered parking.',
    },
    pricing: {
      monthlyRent: rent,
      securityDeposit: deposit,
      availableFrom,
      tenantsPreferred: 'family',
      pricePerSqft: '',
      bookingAmount: '',
      negotiable: 'no',
      availability: '',
      vacantDate: '',
      preferredTime: '',
    },
    legal: { hasDocuments: 'yes', ownershipType: 'self' },
    features: { amenities: ['Lift', 'Parking'], nearbyFacilities: ['Metro Station'] },
    comments: '',
  };
  return uploadListing(session, propertyData);
}
