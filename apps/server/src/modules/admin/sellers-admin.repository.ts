import type { SellerRow } from '@ncr/shared/schemas/admin';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties, users } from '~/db/schema';
import { likeEscape, phoneDigits } from './paging';

/** Id of a row made from staff-posted listings: there is no account behind it. */
export const STAFF_LISTING_PREFIX = 'listing-seller:';

// One row per seller account (contact from the account, spec §6) and one per distinct seller-block
// mobile of staff-posted listings (contact from the seller block). Mobiles are compared on their
// last ten digits so "+91 98110 00001" and "9811000001" are one seller. City, type, address and
// price come from the seller's latest listing (a rental's rent a month instead of a price,
// docs/decisions/0106); Total Listings is the real count.
const SELLER_ROWS = sql`
  with seller_rows as (
    select u.id::text as id, 'account' as kind, u.full_name as name, u.mobile as phone, u.email as email,
      l.city as city, l.type as property_type, l.property_data->'property'->>'address' as address,
      case when l.purpose = 'rent' then null else l.price_lakhs end as price, l.monthly_rent as monthly_rent,
      (select count(*) from properties c where c.owner_id = u.id and c.deleted_at is null)::int as total_listings,
      u.created_at as created_at, coalesce(l.created_at, u.created_at) as latest
    from users u
    left join lateral (
      select p.city, p.type, p.property_data, p.purpose, p.price_lakhs, p.monthly_rent, p.created_at from properties p
      where p.owner_id = u.id and p.deleted_at is null
      order by p.created_at desc limit 1
    ) l on true
    where u.role = 'seller' and u.deleted_at is null
    union all
    select s.id, s.kind, s.name, s.phone, s.email, s.city, s.property_type, s.address, s.price, s.monthly_rent, s.total_listings, s.created_at, s.latest
    from (
      select distinct on (m.mobile_key)
        ${STAFF_LISTING_PREFIX} || m.mobile_key as id, 'staff-listing' as kind, m.seller_name as name, m.seller_mobile as phone,
        null::text as email, m.city, m.type as property_type, m.property_data->'property'->>'address' as address,
        case when m.purpose = 'rent' then null else m.price_lakhs end as price, m.monthly_rent as monthly_rent,
        (count(*) over (partition by m.mobile_key))::int as total_listings,
        min(m.created_at) over (partition by m.mobile_key) as created_at, m.created_at as latest
      from (
        select p.*, right(regexp_replace(p.seller_mobile, '[^0-9]', '', 'g'), 10) as mobile_key
        from properties p join users o on o.id = p.owner_id
        where o.role in ('admin', 'subadmin') and p.deleted_at is null
      ) m
      where m.mobile_key <> ''
      order by m.mobile_key, m.created_at desc
    ) s
  )`;

const asDate = (value: unknown): string => new Date(value as string | Date).toISOString();
const asText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function toSellerRow(r: Record<string, unknown>): SellerRow {
  return {
    _id: String(r.id),
    kind: r.kind === 'account' ? 'account' : 'staff-listing',
    name: String(r.name ?? ''),
    phone: asText(r.phone),
    email: asText(r.email),
    city: asText(r.city),
    propertyType: asText(r.property_type),
    address: asText(r.address),
    price: r.price === null || r.price === undefined ? null : Number(r.price),
    ...(r.monthly_rent === null || r.monthly_rent === undefined ? {} : { monthlyRent: Number(r.monthly_rent) }),
    totalListings: Number(r.total_listings ?? 0),
    createdAt: asDate(r.created_at),
  };
}

/** Search over the seller row's name, e-mail and phone (phones by their digits too). */
function searchCondition(text: string | undefined): SQL {
  if (!text) return sql``;
  const pattern = `%${likeEscape(text)}%`;
  const digits = phoneDigits(text);
  const phone = digits ? sql` or regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``;
  return sql` where (name ilike ${pattern} or email ilike ${pattern} or phone ilike ${pattern}${phone})`;
}

export async function listSellers(db: Db, limit: number, offset: number, q?: string) {
  const where = searchCondition(q?.trim());
  // Both drivers (PGlite and node-postgres) answer execute() with a result holding `rows`.
  const [rows, totals] = (await Promise.all([
    db.execute(sql`${SELLER_ROWS} select * from seller_rows${where} order by latest desc, id limit ${limit} offset ${offset}`),
    db.execute(sql`${SELLER_ROWS} select count(*)::int as n from seller_rows${where}`),
  ])) as { rows: unknown[] }[] as [{ rows: unknown[] }, { rows: unknown[] }];
  const total = Number((totals.rows[0] as { n?: unknown } | undefined)?.n ?? 0);
  return { sellers: (rows.rows as Record<string, unknown>[]).map(toSellerRow), total };
}

/**
 * Soft-deletes a seller account and its listings (the rows stay, with deleted_at set) and bumps
 * the token version so the seller's sessions end. False when no live seller has this id.
 */
export async function softDeleteSeller(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const deleted = await tx
      .update(users)
      .set({ deletedAt: now, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, id), eq(users.role, 'seller'), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (deleted.length === 0) return false;
    await tx
      .update(properties)
      .set({ deletedAt: now })
      .where(and(eq(properties.ownerId, id), isNull(properties.deletedAt)));
    return true;
  });
}
