import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './auth';
import { buyerRequirementSchema } from './buyer';
import { contactCreateSchema } from './contact';
import { propertyDataPatchSchema, searchQuerySchema } from './property';
import { findHostileText, HOSTILE_TEXT_MESSAGE, isCleanText } from './text';

// The one hostile-text rule, as the forms see it through the shared schemas.
describe('hostile text rule', () => {
  it('tells NUL bytes and lone surrogates from real text', () => {
    expect(isCleanText('Sector 21, गुड़गांव 🏠')).toBe(true);
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('x\ud800')).toBe(false);
    expect(isCleanText('\udc00x')).toBe(false);
    expect(isCleanText('\ud83c\udfe0')).toBe(true);
    expect(findHostileText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findHostileText({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findHostileText({ a: 'ok', n: 1, z: null })).toBeNull();
  });

  const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.message === HOSTILE_TEXT_MESSAGE);
    return issue?.path.map(String).join('.');
  };

  it('is part of the form schemas, naming the field', () => {
    expect(firstIssue(contactCreateSchema.safeParse({ name: 'Asha', email: 'a@b.in', phone: '9876543210', message: 'hi\u0000' }))).toBe(
      'message',
    );
    expect(firstIssue(profileUpdateSchema.safeParse({ fullName: 'Ravi \ud800' }))).toBe('fullName');
    expect(firstIssue(searchQuerySchema.safeParse({ title: 'a\u0000b' }))).toBe('title');
    expect(firstIssue(propertyDataPatchSchema.safeParse({ property: { address: 'x\udc00' } }))).toBe('property.address');
    expect(
      firstIssue(
        buyerRequirementSchema.safeParse({
          name: 'Meera',
          location: 'Noida\u0000',
          propertyType: [],
          budget: { min: 50, max: 100 },
          consent: true,
        }),
      ),
    ).toBe('location');
  });
});
