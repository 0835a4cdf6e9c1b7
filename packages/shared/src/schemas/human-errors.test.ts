import { describe, expect, it } from 'vitest';
import { contactCreateSchema } from './contact';
import { enquiryCreateSchema } from './enquiry';
import { propertyDataPatchSchema } from './property';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('validation messages a person reads', () => {
  it('word the limits of text, lists and numbers in plain sentences', () => {
    const long = 'x'.repeat(2001);
    expect(messages(contactCreateSchema.safeParse({ name: 'Asha', email: 'a@b.in', phone: '9876543210', message: long }))).toEqual([
      'Use at most 2,000 characters',
    ]);
    expect(messages(enquiryCreateSchema.safeParse({ name: 'Asha', phone: '9876543210', message: long }))).toEqual([
      'Use at most 2,000 characters',
    ]);
    expect(messages(propertyDataPatchSchema.safeParse({ title: 'y'.repeat(121) }))).toEqual(['Use at most 120 characters']);
    for (const message of messages(contactCreateSchema.safeParse({ name: 'Asha', email: 'not-mail', phone: 42, message: 'hi' }))) {
      expect(message).not.toMatch(/expected|received|Invalid input|Too big/i);
    }
  });

  it('keep the messages a schema gives itself', () => {
    expect(messages(contactCreateSchema.safeParse({ name: '', email: 'a@b.in', phone: '9876543210', message: 'hi' }))).toEqual([
      'Name is required',
    ]);
  });
});
