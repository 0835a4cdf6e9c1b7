import { describe, expect, it } from 'vitest';
import { visitCreateSchema } from './visit';

const visit = (phone: string) => visitCreateSchema.safeParse({ date: '2030-01-15', slot: 'morning', phone });

// Visit updates go out by SMS, which costs money and reaches only Indian mobiles: the booking form
// and the route take nothing else (docs/decisions/0048-paid-message-limits.md).
describe('the site visit phone', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    [' 6000012345 ', '+916000012345'],
  ])('takes the Indian mobile %s as %s', (phone, stored) => {
    const parsed = visit(phone);
    expect(parsed.success && parsed.data.phone).toBe(stored);
  });

  it.each([['+1 415 555 0100'], ['0120 4567 890'], ['+91 58765 43210'], ['98765'], ['']])(
    'refuses %j with a message for a person',
    (phone) => {
      const parsed = visit(phone);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', 'Enter a valid 10-digit mobile number']]);
    },
  );
});
