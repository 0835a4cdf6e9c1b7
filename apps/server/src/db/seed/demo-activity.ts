import { VISIT_SLOTS } from '@ncr/shared/visits';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { contactQueries, listingActivity, priceChanges, properties, siteVisits } from '~/db/schema';
import { istDay } from '~/modules/insights/visitor';
import { rng } from './demo-random';

const ENQUIRERS = [
  { name: 'Vikas Sharma', phone: '+91 98111 20001', email: 'vikas.sharma@example.in' },
  { name: 'Pooja Bansal', phone: '+91 98111 20002', email: null },
  { name: 'Amit Rawat', phone: '+91 98111 20003', email: 'amit.rawat@example.in' },
  { name: 'Sneha Gupta', phone: '+91 98111 20004', email: 'sneha.g@example.in' },
  { name: 'Imran Ali', phone: '+91 98111 20005', email: null },
];
const QUESTIONS = [
  'Is the price negotiable for a quick deal? I have my loan sanctioned.',
  'Can I visit this weekend? Please share the exact location.',
  'Are the papers clear for a bank loan? Is the registry done?',
  'What are the monthly maintenance charges?',
];

/**
 * What a live demo shows beside its listings: some listings verified by staff, some with price cuts
 * (two steps down to today's price), and the views, enquiries and site visits a seller sees in
 * their insights. Drawn from a fixed seed, so every machine shows the same. The enquiries are
 * answered already and the visits done, so the staff queues open with only the demo's own queries.
 */
export async function seedDemoActivity(
  db: Db,
  { adminId, buyers }: { adminId: string; buyers: { id: string; mobile: string }[] },
): Promise<void> {
  const random = rng(62);
  const live = await db
    .select({ id: properties.id, priceLakhs: properties.priceLakhs, purpose: properties.purpose, createdAt: properties.createdAt })
    .from(properties)
    .where(and(eq(properties.status, 'Active'), isNull(properties.deletedAt)))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  const now = Date.now();
  const between = (from: Date, share: number) => new Date(from.getTime() + (now - from.getTime()) * share);
  const cuts: (typeof priceChanges.$inferInsert)[] = [];
  const enquiries: (typeof contactQueries.$inferInsert)[] = [];
  const visits: (typeof siteVisits.$inferInsert)[] = [];
  const views: (typeof listingActivity.$inferInsert)[] = [];
  const verified: string[] = [];

  live.forEach((listing, i) => {
    if (i % 4 === 1) verified.push(listing.id);
    // A seller who cut the price twice to sell faster: about 10% and then 5% above today's.
    if (listing.purpose === 'sale' && i % 6 === 3 && listing.priceLakhs > 0) {
      const first = Math.round(listing.priceLakhs * 1.1 * 100) / 100;
      const second = Math.round(listing.priceLakhs * 1.05 * 100) / 100;
      cuts.push(
        { propertyId: listing.id, fromLakhs: first, toLakhs: second, changedAt: between(listing.createdAt, 0.3) },
        { propertyId: listing.id, fromLakhs: second, toLakhs: listing.priceLakhs, changedAt: between(listing.createdAt, 0.6) },
      );
    }
    // Views from a few to a few dozen people, on today's India day (one row per visitor and day).
    const viewers = 3 + Math.floor(random() * 40);
    for (let v = 0; v < viewers; v++)
      views.push({ propertyId: listing.id, kind: 'view', day: istDay(new Date(now)), visitor: `demo-${i}-${v}` });
    // Enquiries on about a third of the listings, one to three each.
    if (random() < 0.35) {
      const count = 1 + Math.floor(random() * 3);
      for (let q = 0; q < count; q++) {
        const who = ENQUIRERS[(i + q) % ENQUIRERS.length] as (typeof ENQUIRERS)[number];
        enquiries.push({
          ...who,
          message: QUESTIONS[(i + q) % QUESTIONS.length] as string,
          status: q % 2 === 0 ? 'Replied' : 'Closed',
          propertyId: listing.id,
          createdAt: between(listing.createdAt, 0.2 + 0.2 * q),
        });
      }
    }
    // A site visit done by a demo buyer on about one listing in eight.
    const buyer = buyers[i % Math.max(buyers.length, 1)];
    if (buyer && random() < 0.125) {
      visits.push({
        propertyId: listing.id,
        buyerId: buyer.id,
        date: istDay(new Date(now)),
        slot: VISIT_SLOTS[i % VISIT_SLOTS.length] as (typeof VISIT_SLOTS)[number],
        phone: buyer.mobile,
        status: 'Done',
        createdAt: between(listing.createdAt, 0.5),
      });
    }
  });

  if (verified.length > 0)
    await db
      .update(properties)
      .set({ verifiedAt: new Date(now), verifiedBy: adminId })
      .where(inArray(properties.id, verified));
  if (cuts.length > 0) await db.insert(priceChanges).values(cuts);
  if (enquiries.length > 0) await db.insert(contactQueries).values(enquiries);
  if (visits.length > 0) await db.insert(siteVisits).values(visits);
  for (let start = 0; start < views.length; start += 1000) await db.insert(listingActivity).values(views.slice(start, start + 1000));
}
