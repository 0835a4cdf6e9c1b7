// Numbers and days as India writes them (12,34,567.5; 5 Sept 2026), the same text Intl's en-IN
// formats give, made without Intl: a page's first Intl formatter costs the browser 15–50 ms while
// it loads ICU's data, inside the task that makes a server-rendered page live (decision 0085).
// The server renders with these too, so a page and its hydration write every figure alike.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** A number's decimal digits without an exponent: String() writes 1e+21 and 1e-7 that way. */
function plainDecimal(size: number): string {
  const text = String(size);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const exponent = Number(text.slice(e + 1));
  const [int = '', fraction = ''] = text.slice(0, e).split('.');
  const digits = int + fraction;
  const point = int.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A string of decimal digits plus one ('999' -> '1000'). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

/** The last three digits, then pairs: 1234567 -> 12,34,567. */
function grouped(whole: string): string {
  if (whole.length <= 3) return whole;
  const groups = [whole.slice(-3)];
  let rest = whole.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  groups.unshift(rest);
  return groups.join(',');
}

/**
 * `value` with Indian digit grouping and at most `fractionDigits` decimals (rounded half away from
 * zero on the number's shortest decimal form, trailing zeros dropped): what
 * `new Intl.NumberFormat('en-IN', { maximumFractionDigits })` formats.
 */
export function indianNumber(value: number, fractionDigits = 3): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const size = Math.abs(value);
  if (size === Number.POSITIVE_INFINITY) return `${sign}∞`;
  const [digitsBefore = '0', digitsAfter = ''] = plainDecimal(size).split('.');
  let whole = digitsBefore;
  let fraction = digitsAfter;
  if (fraction.length > fractionDigits) {
    const roundsUp = (fraction[fractionDigits] as string) >= '5';
    fraction = fraction.slice(0, fractionDigits);
    if (roundsUp) {
      const digits = plusOne(whole + fraction);
      whole = digits.slice(0, digits.length - fractionDigits);
      fraction = digits.slice(digits.length - fractionDigits);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  return `${sign}${grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** The UTC calendar day of `date` as '5 Sept 2026' (Intl's en-IN day, short month, year). */
export function indianDay(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The calendar day of an instant in India, 'YYYY-MM-DD'. */
export function indiaDay(at: Date | number): string {
  return new Date(Number(at) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
