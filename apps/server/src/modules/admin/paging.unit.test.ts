import { describe, expect, it } from 'vitest';
import { likeEscape, phoneDigits } from './paging';

describe('admin search helpers', () => {
  it('reads a phone number however staff type it', () => {
    for (const typed of ['+91 98110 00001', '+919811000001', '919811000001', '098110 00001', '98110-00001', '(98110) 00001']) {
      expect(phoneDigits(typed), typed).toBe('9811000001');
    }
    expect(phoneDigits('+91 98110')).toBe('98110');
    expect(phoneDigits(' 00001 ')).toBe('00001');
    expect(phoneDigits('98')).toBeNull();
    expect(phoneDigits('Sector 62')).toBeNull();
    expect(phoneDigits('ritu@example.in')).toBeNull();
  });

  it('escapes LIKE wildcards', () => {
    expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
