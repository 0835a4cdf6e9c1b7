import { describe, expect, it } from 'vitest';
import { soldEditFormSchema } from './admin';
import { fullNameSchema, otpVerifySchema, profileUpdateSchema, subadminCreateSchema } from './auth';
import { buyerRequirementSchema } from './buyer';
import { contactCreateSchema } from './contact';
import { enquiryCreateSchema } from './enquiry';
import { propertyDataSchema, propertyUpdateSchema } from './property';
import { NAME_CONTROL_MESSAGE, personName } from './text';

// docs/decisions/0098: a name is one line of text. CR/LF could forge an e-mail header or a CSV row.
const CONTROLS = ['\r', '\n', '\r\n', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'];
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('personName', () => {
  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))('refuses %s anywhere in a name', (_label, c) => {
    for (const name of [`Asha${c}Verma`, `${c}Asha Verma`, `Asha Verma${c}`]) {
      const result = personName().trim().safeParse(name);
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(NAME_CONTROL_MESSAGE);
    }
  });

  it('keeps real names: Hindi, accents, apostrophes, hyphens, dots', () => {
    for (const name of ['आशा वर्मा', 'Zoë D’Souza', "O'Brien-Kapoor", 'Dr. R. K. Singh', 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ']) {
      expect(fullNameSchema.safeParse(name)).toEqual({ success: true, data: name });
    }
  });

  const bad = 'Asha\r\nBcc: victim@example.test';
  it.each([
    ['an account name', () => profileUpdateSchema.safeParse({ fullName: bad }), 'fullName'],
    [
      'a sign-up name',
      () => otpVerifySchema.safeParse({ destination: '9876543210', code: '123456', role: 'buyer', fullName: bad }),
      'fullName',
    ],
    [
      'a staff name',
      () => subadminCreateSchema.safeParse({ fullName: bad, email: 's@example.test', password: 'long-password' }),
      'fullName',
    ],
    [
      'a contact name',
      () => contactCreateSchema.safeParse({ name: bad, email: 'a@example.test', phone: '9876543210', message: 'Hi' }),
      'name',
    ],
    ['an enquiry name', () => enquiryCreateSchema.safeParse({ name: bad, phone: '9876543210', message: 'Hi' }), 'name'],
    ['a buyer requirement name', () => buyerRequirementSchema.safeParse({ name: bad, location: 'Noida' }), 'name'],
    ['a listing seller name', () => propertyDataSchema.safeParse({ seller: { fullName: bad } }), 'seller.fullName'],
    ['a sale buyer name', () => propertyUpdateSchema.safeParse({ buyerName: bad }), 'buyerName'],
    ['a sale buyer name in the sold form', () => soldEditFormSchema.safeParse({ buyerName: bad }), 'buyerName'],
  ])('refuses a line break in %s', (_label, parse, field) => {
    expect(messagesOf(parse())).toContainEqual([field, NAME_CONTROL_MESSAGE]);
  });
});
