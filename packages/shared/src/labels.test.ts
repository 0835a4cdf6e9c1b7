import { describe, expect, it } from 'vitest';
import { AVAILABILITY, FURNISHING, OWNERSHIP, PREFERRED_TIME, YES_NO } from './enums';
import { labelOf, optionsOf, PROPERTY_OPTIONS } from './labels';

describe('labels', () => {
  it('offers every stored value of the post form once, each with a label', () => {
    const sets: [readonly string[], { value: string; label: string }[]][] = [
      [FURNISHING, PROPERTY_OPTIONS.furnishing],
      [AVAILABILITY, PROPERTY_OPTIONS.availability],
      [PREFERRED_TIME, PROPERTY_OPTIONS.preferredTime],
      [YES_NO, PROPERTY_OPTIONS.yesNo],
      [OWNERSHIP, PROPERTY_OPTIONS.ownership],
    ];
    for (const [values, options] of sets) {
      expect(options.map((o) => o.value)).toEqual([...values]);
      for (const option of options) expect(option.label).not.toBe('');
    }
  });

  it('labels a stored value, keeps an unknown one as it is, and uses a value as its own label without labels', () => {
    expect(labelOf(PROPERTY_OPTIONS.furnishing, 'semi-furnished')).toBe('Semi-furnished');
    expect(labelOf(PROPERTY_OPTIONS.furnishing, 'partly')).toBe('partly');
    expect(labelOf(PROPERTY_OPTIONS.furnishing, undefined)).toBe('');
    expect(optionsOf(['Gym'])).toEqual([{ value: 'Gym', label: 'Gym' }]);
  });
});
