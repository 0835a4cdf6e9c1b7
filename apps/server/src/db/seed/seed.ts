import { isStaff } from '@ncr/shared/enums';
import { count, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { buyerRequirements, contactQueries, marketRates, properties, users } from '~/db/schema';
import { searchColumns } from '~/shared/listings';
import { FolderMediaStorage } from '~/storage/folder-media-storage';
import type { MediaStorage } from '~/storage/media-storage';
import { seedDemoActivity } from './demo-activity';
import { ensureDemoImages } from './demo-images';
import { DEMO_MARKET_RATES, DEMO_RATE_RECORDED_ON, DEMO_RATE_SOURCE, demoListing, demoPhotos } from './demo-listings';
import { DEMO_RENTALS, demoRental } from './demo-rentals';

const DEMO_SELLERS = [
  { fullName: 'Rohit Khanna', mobile: '+919811000001', email: 'rohit.khanna@example.in' },
  { fullName: 'Meera Iyer', mobile: '+919811000002', email: 'meera.iyer@example.in' },
  { fullName: 'Harpreet Singh', mobile: '+919811000003', email: null },
  { fullName: 'Ayesha Qureshi', mobile: '+919811000004', email: 'ayesha.q@example.in' },
];
const DEMO_BUYERS = [
  { fullName: 'Karan Mehta', mobile: '+919822000001', email: 'karan.mehta@example.in' },
  { fullName: 'Nisha Arora', mobile: '+919822000002', email: 'nisha.arora@example.in' },
];

export interface SeedOptions {
  listings: number;
  /** Where the demo photos go: a media storage, or a folder. */
  media: MediaStorage | string;
  /** Owner of the staff-posted listings (the first admin). */
  adminId: string;
  /** Bulk mode for benchmarks: no demo accounts, queries, requirements or rentals; one shared image set. */
  bulk?: boolean;
  /** Rentals added after the sales (docs/decisions/0106); DEMO_RENTALS unless bulk, which has none. */
  rentals?: number;
  log?: (message: string) => void;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(properties);
  return (row?.n ?? 0) === 0;
}

/** Adds `listings` realistic listings (and, unless bulk, demo accounts, requirements and queries). */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  const images = await ensureDemoImages(typeof options.media === 'string' ? new FolderMediaStorage(options.media) : options.media);
  const sellerIds: string[] = [];
  const buyers: { id: string; mobile: string }[] = [];
  if (!options.bulk) {
    for (const seller of DEMO_SELLERS) {
      const [row] = await db
        .insert(users)
        .values({ role: 'seller', ...seller })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) sellerIds.push(row.id);
    }
    for (const buyer of DEMO_BUYERS) {
      const [row] = await db
        .insert(users)
        .values({ role: 'buyer', ...buyer })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) buyers.push({ id: row.id, mobile: buyer.mobile });
    }
    await seedRequirementsAndQueries(
      db,
      buyers.map((b) => b.id),
    );
  }
  await seedMarketRates(db);
  const owners = sellerIds.length > 0 ? sellerIds : [options.adminId];
  const started = Date.now();
  const batch = 1000;
  for (let start = 0; start < options.listings; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(options.listings, start + batch); i++) {
      const { data, scene, villa } = demoListing(i);
      // A third of the demo listings are staff-posted; among the rest a few are still Pending.
      const byStaff = i % 3 === 0;
      const status = i % 17 === 5 ? 'Sold' : !byStaff && i % 11 === 4 ? 'Pending' : 'Active';
      const createdAt = new Date(Date.now() - (options.listings - i) * 60_000);
      rows.push({
        ownerId: byStaff ? options.adminId : (owners[i % owners.length] as string),
        status: status as 'Sold' | 'Pending' | 'Active',
        isFeatured: status === 'Active' && i % 7 === 1,
        propertyData: data,
        media: demoPhotos(i, scene, images, villa),
        ...searchColumns(data),
        soldPrice: status === 'Sold' ? Math.round((data.pricing.expectedPrice ?? 0) * 0.97) : null,
        soldDate: status === 'Sold' ? createdAt : null,
        buyerName: status === 'Sold' ? 'Sold through NCR Urgent Sale' : null,
        createdAt,
      });
    }
    await db.insert(properties).values(rows as never);
    if (options.log && options.listings >= 10_000 && (start / batch) % 10 === 9) {
      options.log(`  ${start + batch} listings (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  await seedRentals(db, options.rentals ?? (options.bulk ? 0 : DEMO_RENTALS), owners, options.adminId, images);
  if (!options.bulk) await seedDemoActivity(db, { adminId: options.adminId, buyers });
}

/**
 * The demo rentals, posted within the last hour among the newest sales: a third posted by staff, one in eleven of the
 * rest still Pending, a few featured. Their available-from days are near the day they are seeded.
 */
async function seedRentals(
  db: Db,
  count: number,
  owners: string[],
  adminId: string,
  images: Awaited<ReturnType<typeof ensureDemoImages>>,
): Promise<void> {
  if (count <= 0) return;
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const { data, scene, villa } = demoRental(i, new Date(now));
    const byStaff = i % 3 === 0;
    const status = !byStaff && i % 11 === 4 ? 'Pending' : 'Active';
    return {
      ownerId: byStaff ? adminId : (owners[i % owners.length] as string),
      status: status as 'Pending' | 'Active',
      isFeatured: status === 'Active' && i % 9 === 2,
      propertyData: data,
      media: demoPhotos(i, scene, images, villa),
      ...searchColumns(data),
      createdAt: new Date(now - (count - i) * 45_000),
    };
  });
  await db.insert(properties).values(rows);
}

/** Every demo locality's market rate (docs/decisions/0103); a rate staff already keep for a locality stays. */
export async function seedMarketRates(db: Db): Promise<void> {
  await db
    .insert(marketRates)
    .values(DEMO_MARKET_RATES.map((r) => ({ ...r, source: DEMO_RATE_SOURCE, recordedOn: DEMO_RATE_RECORDED_ON })))
    .onConflictDoNothing();
}

async function seedRequirementsAndQueries(db: Db, buyerIds: string[]): Promise<void> {
  const [first, second] = buyerIds;
  if (first) {
    await db.insert(buyerRequirements).values({
      userId: first,
      name: 'Karan Mehta',
      email: 'karan.mehta@example.in',
      phone: '+919822000001',
      location: 'Noida',
      propertyTypes: ['Flat / Apartment'],
      budgetMin: 50,
      budgetMax: 150,
      bhk: '3',
      requirements: { purpose: 'buy', possession: 'ready', comments: 'Near a metro station, east facing preferred.' },
    });
  }
  if (second) {
    await db.insert(buyerRequirements).values({
      userId: second,
      name: 'Nisha Arora',
      email: 'nisha.arora@example.in',
      phone: '+919822000002',
      location: 'Gurugaon',
      propertyTypes: ['House / Villa', 'Plot / Land'],
      budgetMin: 100,
      budgetMax: 300,
      bhk: '4',
      requirements: { purpose: 'investment', possession: '6months', comments: '' },
      leadStatus: 'Contacted',
    });
  }
  await db.insert(contactQueries).values([
    {
      name: 'Sandeep Jain',
      email: 'sandeep.jain@example.in',
      phone: '+91 98100 22334',
      message: 'Is the 3 BHK in Indirapuram still available? I can visit this Saturday.',
    },
    {
      name: 'Farah Khan',
      email: 'farah.k@example.in',
      phone: '+91 99110 44556',
      message: 'I want to sell my flat in Sector 50 Noida quickly. How does the 2% commission work?',
      status: 'Replied',
    },
  ]);
}

export async function firstAdminId(db: Db): Promise<string | null> {
  const rows = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.role, 'admin')).limit(1);
  return rows.find((r) => isStaff(r.role))?.id ?? null;
}
