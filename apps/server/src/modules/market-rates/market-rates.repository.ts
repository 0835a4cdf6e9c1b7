import type { MarketRate, marketRateInputSchema } from '@ncr/shared/schemas/market-rates';
import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/db/client';
import { marketRates } from '~/db/schema';

type RateInput = z.output<typeof marketRateInputSchema>;
type RateRow = typeof marketRates.$inferSelect;

const present = (row: RateRow): MarketRate => ({
  city: row.city as MarketRate['city'],
  locality: row.locality,
  ratePerSqft: row.ratePerSqft,
  rentPerMonthByBhk: (row.rentPerMonthByBhk as MarketRate['rentPerMonthByBhk']) ?? null,
  source: row.source,
  recordedOn: row.recordedOn,
  updatedAt: row.updatedAt.toISOString(),
});

// Market rates kept by staff (docs/decisions/0103-market-rates-kept-by-staff.md). One row per city
// and lower(locality) (the unique index market_rates_place_idx); every write bumps the rates and
// listing versions through the table's triggers, so cached figures and pages follow it.
export const marketRatesRepository = {
  async list(db: Db): Promise<MarketRate[]> {
    const rows = await db
      .select()
      .from(marketRates)
      .orderBy(asc(marketRates.city), asc(sql`lower(${marketRates.locality})`));
    return rows.map(present);
  },

  /** Adds or replaces the rates of some localities in one statement: all of them or none. */
  async upsert(db: Db, rates: RateInput[]): Promise<MarketRate[]> {
    if (rates.length === 0) return [];
    const values = rates.map(
      (r) =>
        sql`(${r.city}, ${r.locality}, ${r.ratePerSqft}, ${r.rentPerMonthByBhk ? JSON.stringify(r.rentPerMonthByBhk) : null}::jsonb, ${r.source}, ${r.recordedOn}::date)`,
    );
    // The conflict target is the expression index (city, lower(locality)), which the query
    // builder cannot name: written out here.
    const result = (await db.execute(sql`
      insert into ${marketRates} (city, locality, rate_per_sqft, rent_per_month_by_bhk, source, recorded_on)
      values ${sql.join(values, sql`, `)}
      on conflict (city, lower(locality)) do update set
        locality = excluded.locality, rate_per_sqft = excluded.rate_per_sqft,
        rent_per_month_by_bhk = excluded.rent_per_month_by_bhk, source = excluded.source,
        recorded_on = excluded.recorded_on, updated_at = now()
      returning city, locality, rate_per_sqft, rent_per_month_by_bhk, source, recorded_on::text as recorded_on, updated_at`)) as unknown as {
      rows: {
        city: string;
        locality: string;
        rate_per_sqft: number;
        rent_per_month_by_bhk: unknown;
        source: string;
        recorded_on: string;
        updated_at: Date | string;
      }[];
    };
    return result.rows.map((row) =>
      present({
        id: '',
        city: row.city,
        locality: row.locality,
        ratePerSqft: Number(row.rate_per_sqft),
        rentPerMonthByBhk: (typeof row.rent_per_month_by_bhk === 'string'
          ? JSON.parse(row.rent_per_month_by_bhk)
          : row.rent_per_month_by_bhk) as RateRow['rentPerMonthByBhk'],
        source: row.source,
        recordedOn: row.recorded_on,
        updatedAt: new Date(row.updated_at),
      }),
    );
  },
};
