import { describe, expect, it } from 'vitest';
import { cityNamed } from './city-names';

describe('cityNamed', () => {
  it('reads the spellings people type as the stored city', () => {
    for (const typed of ['Gurgaon', 'gurugram', 'GURUGAON', ' gurgaon ']) expect(cityNamed(typed), typed).toBe('Gurugaon');
    for (const typed of ['Gr. Noida', 'greater-noida', 'Noida Extension']) expect(cityNamed(typed), typed).toBe('Greater Noida');
    expect(cityNamed('New Delhi')).toBe('Delhi');
    expect(cityNamed('Noida')).toBe('Noida');
    expect(cityNamed('Mumbai')).toBeUndefined();
  });
});
