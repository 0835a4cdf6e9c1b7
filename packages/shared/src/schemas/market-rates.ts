import { z } from 'zod';
import { BHK, CITIES } from '../enums';
import { safeString } from './text';

// Market rates kept by staff (docs/decisions/0103-market-rates-kept-by-staff.md): a locality's
// going rate in rupees per sq ft for sale, and, once renting exists, the rent a month by BHK; each
// with where it comes from and the day it was recorded. A listing's "N% below market" figure is
// its own price per sq ft against its locality's rate.

const RATE_MESSAGE = 'rate_per_sqft must be a positive number';
const RENT_MESSAGE = 'rent must be a positive number';
const DATE_MESSAGE = 'recorded_on must be a date written YYYY-MM-DD';

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30), not in the future. */
const day = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => {
    const at = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
  }, DATE_MESSAGE)
  .refine((value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), 'recorded_on cannot be in the future');

export const MARKET_RATE_MAX = 10_000_000;

/** Rent a month in rupees by BHK ("1" … "5+"); null until renting exists. */
export const rentByBhkSchema = z.partialRecord(
  z.enum(BHK, { error: `BHK must be one of ${BHK.join(', ')}` }),
  z.number({ error: RENT_MESSAGE }).int(RENT_MESSAGE).positive(RENT_MESSAGE).max(MARKET_RATE_MAX, RENT_MESSAGE),
);
export type RentByBhk = z.infer<typeof rentByBhkSchema>;

/** PUT /api/admin/market-rates: one locality's rate, added or replaced. */
export const marketRateInputSchema = z.object({
  city: z.enum(CITIES, { error: `city must be one of ${CITIES.join(', ')}` }),
  locality: safeString().trim().min(1, 'locality is required').max(100, 'locality must be at most 100 characters'),
  ratePerSqft: z.coerce
    .number({ error: RATE_MESSAGE })
    .refine((n) => Number.isFinite(n) && n > 0, RATE_MESSAGE)
    .refine((n) => n <= MARKET_RATE_MAX, `rate_per_sqft must be at most ${MARKET_RATE_MAX}`)
    .transform((n) => Math.round(n)),
  rentPerMonthByBhk: rentByBhkSchema.nullable().optional(),
  source: safeString().trim().min(1, 'source is required').max(200, 'source must be at most 200 characters'),
  recordedOn: day,
});
export type MarketRateInput = z.input<typeof marketRateInputSchema>;

/** A stored rate, as the admin list answers it. */
export const marketRateSchema = z.object({
  city: z.enum(CITIES),
  locality: z.string(),
  ratePerSqft: z.number().int(),
  rentPerMonthByBhk: rentByBhkSchema.nullable(),
  source: z.string(),
  recordedOn: z.string(),
  updatedAt: z.string(),
});
export type MarketRate = z.infer<typeof marketRateSchema>;

export const marketRateListSchema = z.object({ rates: z.array(marketRateSchema) });
export type MarketRateList = z.infer<typeof marketRateListSchema>;

/** POST /api/admin/market-rates/import: the CSV file's text, refused whole if any line is wrong. */
export const MARKET_RATES_CSV_MAX = 1_000_000;
export const marketRatesImportSchema = z.object({
  csv: z
    .string({ error: 'Send the CSV file as text' })
    .min(1, 'The CSV file is empty')
    .max(MARKET_RATES_CSV_MAX, `The CSV file must be at most ${MARKET_RATES_CSV_MAX / 1_000_000} MB`),
});
export const marketRatesImportResponseSchema = z.object({ success: z.literal(true), imported: z.number().int() });

/** The CSV's required columns, in the order an export writes them; rent columns (rent_1bhk … rent_5plusbhk) are optional. */
export const MARKET_RATES_CSV_COLUMNS = ['city', 'locality', 'rate_per_sqft', 'source', 'recorded_on'] as const;
export const RENT_CSV_COLUMNS: Record<(typeof BHK)[number], string> = {
  '1': 'rent_1bhk',
  '2': 'rent_2bhk',
  '3': 'rent_3bhk',
  '4': 'rent_4bhk',
  '5+': 'rent_5plusbhk',
};

/** Splits CSV text into rows of fields: commas, double-quoted fields with "" for a quote, CRLF or LF. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export type CsvResult = { ok: true; rates: z.output<typeof marketRateInputSchema>[] } | { ok: false; message: string };

/**
 * Reads a market-rates CSV: the header line names the columns (any order, any case); every other
 * non-blank line is one locality. The first problem found is the answer, naming its line
 * ("Line 7: rate_per_sqft must be a positive number"); a locality given twice is refused too.
 */
export function parseMarketRatesCsv(text: string): CsvResult {
  const rows = csvRows(text);
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = MARKET_RATES_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (rows.length === 0 || missing.length > 0) {
    return {
      ok: false,
      message: `Line 1: the header must name the columns ${MARKET_RATES_CSV_COLUMNS.join(',')} (missing ${missing.join(', ')})`,
    };
  }
  const known = new Set<string>([...MARKET_RATES_CSV_COLUMNS, ...Object.values(RENT_CSV_COLUMNS)]);
  const unknown = header.find((h) => !known.has(h));
  if (unknown !== undefined) return { ok: false, message: `Line 1: unknown column "${unknown}"` };
  const at = (cells: string[], column: string) => (cells[header.indexOf(column)] ?? '').trim();
  const rates: z.output<typeof marketRateInputSchema>[] = [];
  const seen = new Map<string, number>();
  for (const [index, cells] of rows.entries()) {
    if (index === 0 || cells.every((c) => c.trim() === '')) continue;
    const line = index + 1;
    if (cells.length !== header.length) {
      return { ok: false, message: `Line ${line}: expected ${header.length} fields, found ${cells.length}` };
    }
    const rent: Record<string, number> = {};
    for (const [bhk, column] of Object.entries(RENT_CSV_COLUMNS)) {
      const value = header.includes(column) ? at(cells, column) : '';
      if (value === '') continue;
      const n = Number(value.replace(/,/g, ''));
      if (!Number.isInteger(n) || n <= 0)
        return { ok: false, message: `Line ${line}: ${column} must be a positive whole number of rupees` };
      rent[bhk] = n;
    }
    const rateText = at(cells, 'rate_per_sqft').replace(/,/g, '');
    const parsed = marketRateInputSchema.safeParse({
      city: at(cells, 'city'),
      locality: at(cells, 'locality'),
      ratePerSqft: rateText === '' ? Number.NaN : Number(rateText),
      rentPerMonthByBhk: Object.keys(rent).length > 0 ? rent : null,
      source: at(cells, 'source'),
      recordedOn: at(cells, 'recorded_on'),
    });
    if (!parsed.success) return { ok: false, message: `Line ${line}: ${parsed.error.issues[0]?.message ?? 'invalid line'}` };
    const key = `${parsed.data.city}|${parsed.data.locality.toLowerCase()}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return { ok: false, message: `Line ${line}: ${parsed.data.locality}, ${parsed.data.city} is already on line ${earlier}` };
    }
    seen.set(key, line);
    rates.push(parsed.data);
  }
  if (rates.length === 0) return { ok: false, message: 'Line 2: the file has no rates after its header' };
  return { ok: true, rates };
}
