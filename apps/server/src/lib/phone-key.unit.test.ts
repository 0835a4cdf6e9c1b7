import { describe, expect, it } from 'vitest';
import { phoneKey } from './phone-key';

describe('phoneKey', () => {
  const spellings = [
    '+919612345678',
    '+91 96123 45678',
    '+91-96123-45678',
    '+91 - 9612345678',
    '919612345678',
    '91 9612345678',
    '09612345678',
    '0 96123 45678',
    '9612345678',
    '96123 45678',
    '96123-45678',
    '00919612345678',
    '0091 96123 45678',
    '+91 0 9612345678',
    '+९१ ९६१२३ ४५६७८',
    '०९६१२३४५६७८',
    '＋９１９６１２３４５６７８',
    '９６１２３４５６７８',
    ' +91\u00a096123\u00a045678 ',
  ];
  it.each(spellings)('counts %j as +919612345678', (phone) => {
    expect(phoneKey(phone)).toBe('+919612345678');
  });

  it('keeps other numbers apart, by their digits', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('011-2345-6789')).toBe('1123456789');
    expect(phoneKey('+91 96123 45679')).not.toBe(phoneKey('+91 96123 45678'));
  });
});
