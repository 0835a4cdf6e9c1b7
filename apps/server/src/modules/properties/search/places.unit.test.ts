import { describe, expect, it } from 'vitest';
import { societyOf } from './places';

describe('societyOf', () => {
  it('takes the name before the locality, never a flat, tower or house number', () => {
    expect(societyOf('Tower 3, Green Meadows, Sector 62, Noida', 'Sector 62')).toBe('Green Meadows');
    expect(societyOf('Flat 1204, Supertech Capetown, Sector 74, Noida', 'Sector 74')).toBe('Supertech Capetown');
    expect(societyOf('212, Sohna Road, Gurugaon', 'Sohna Road')).toBeNull();
    expect(societyOf('Tower B, Sector 62, Noida', 'Sector 62')).toBeNull();
    expect(societyOf('Call 9876543210, Sector 62, Noida', 'Sector 62')).toBeNull();
    expect(societyOf('Green Meadows', 'Sector 62')).toBeNull();
  });
});
