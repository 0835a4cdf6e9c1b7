import { isStaff, PROPERTY_TYPE_LABELS, type PropertyType } from '@ncr/shared/enums';
import type { PropertyData } from '@ncr/shared/schemas/property';
import type { OwnerRow, PropertyRow } from '~/shared/listings';

type Cell = string | number | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection), so such
// cells get a leading apostrophe, which spreadsheets show as text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: comma separated, CRLF line ends, quotes doubled inside quoted cells. */
export function toCsv(rows: Cell[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Seller contact in the admin screens (spec §6): the seller block when staff posted, else the account. */
export function sellerContact(row: PropertyRow, owner: OwnerRow | undefined): { name: string; phone: string } {
  const data = row.propertyData as PropertyData;
  if (!owner || isStaff(owner.role)) return { name: data.seller?.fullName ?? '', phone: data.seller?.mobileNumber ?? '' };
  return { name: owner.fullName, phone: owner.mobile ?? '' };
}

/** Calendar date in India, as spreadsheets sort it (YYYY-MM-DD). */
export const indianDate = (date: Date | null): string => (date ? date.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }) : '');

export const SOLD_CSV_HEADER = [
  'Property',
  'Address',
  'City',
  'Type',
  'BHK',
  'Listed Price (Lakh)',
  'Sold Price (Lakh)',
  'Sold Date',
  'Seller',
  'Seller Phone',
  'Buyer',
  'Buyer Contact',
  'Listing ID',
];

export function soldCsv(rows: PropertyRow[], owners: Map<string, OwnerRow>): string {
  const lines: Cell[][] = [SOLD_CSV_HEADER];
  for (const row of rows) {
    const data = row.propertyData as PropertyData;
    const seller = sellerContact(row, owners.get(row.ownerId));
    lines.push([
      data.property?.title || data.title || '',
      data.property?.address ?? '',
      row.city,
      PROPERTY_TYPE_LABELS[row.type as PropertyType] ?? row.type,
      row.bhk,
      row.priceLakhs,
      row.soldPrice,
      indianDate(row.soldDate),
      seller.name,
      seller.phone,
      row.buyerName,
      row.buyerContact,
      row.id,
    ]);
  }
  return toCsv(lines);
}
