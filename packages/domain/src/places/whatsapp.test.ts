import { describe, expect, it } from 'vitest';
import { normalizePhone, whatsappLink } from './whatsapp.ts';

describe('normalizePhone', () => {
  it.each([
    ['0381 15-555-7777', '5493815557777'],
    ['+54 381 555-7777', '5493815557777'],
    ['381 5557777', '5493815557777'],
    ['5493815557777', '5493815557777'],
  ])('dials %s, typed the Argentine way, as %s', (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits);
    expect(whatsappLink(typed, 'Hola')).toBe(`https://wa.me/${digits}?text=Hola`);
  });

  it('keeps the digits of what it cannot read as an Argentine number', () => {
    expect(normalizePhone('+56 9 1234 5678')).toBe('56912345678');
    expect(normalizePhone('555-0100')).toBe('5550100');
  });
});
