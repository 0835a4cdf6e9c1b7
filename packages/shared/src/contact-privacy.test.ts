import { describe, expect, it } from 'vitest';
import { findContacts, HIDDEN_EMAIL, HIDDEN_PHONE, hideContacts } from './contact-privacy';

describe('hideContacts', () => {
  it('hides mobiles and landlines as people type them in India', () => {
    for (const phone of [
      '9876543210',
      '98765 43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '098765 43210',
      '98765.43210',
      '0120 4567 890',
      '011-2345-6789',
    ]) {
      expect(hideContacts(`Call ${phone} today`), phone).toBe(`Call ${HIDDEN_PHONE} today`);
    }
  });

  it('hides e-mail addresses', () => {
    expect(hideContacts('Mail owner.direct+flat@example.co.in now')).toBe(`Mail ${HIDDEN_EMAIL} now`);
  });

  it('leaves prices, sectors, floors, areas and years alone', () => {
    const text = '₹1,20,00,000 in Sector 62, 3rd floor of 14, 1450 sq ft, built 2019, pin 201309, 2 BHK';
    expect(hideContacts(text)).toBe(text);
    expect(findContacts(text)).toEqual([]);
  });
});
