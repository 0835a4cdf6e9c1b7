// A buyer's requirements form as the dashboard sends it: a purchase with only what the form asks
// for filled in, for tests of what the requirements find.
export function requirementForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Buyer',
    email: '',
    propertyType: ['Flat / Apartment'],
    purpose: 'buy',
    location: 'Noida',
    budget: { min: 50, max: 100 },
    bhk: '',
    area: '',
    floor: 'Any',
    possession: 'ready',
    financing: { homeLoan: 'no', preApproved: 'n/a' },
    preferences: { parking: 'yes', gated: 'no', amenities: [], facing: 'east' },
    comments: '',
    consent: true,
    ...overrides,
  };
}
