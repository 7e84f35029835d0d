import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emergencyPhone, formatPhone, whatsappDigits } from './phone-number.ts';

describe('whatsappDigits', () => {
  it.each([
    '381 15 4445566',
    '0381 15-444-5566',
    '3814445566',
    '+54 9 381 444-5566',
    '54 381 4445566',
    '+54 381 444-5566',
    '+54 (381) 15 444-5566',
    '(0381) 4445566',
    '381.444.5566',
    '0054 9 381 4445566',
    '+54 9 0381 15 4445566',
    '5493814445566',
  ])('gives 5493814445566 for %s', (typed) => {
    expect(whatsappDigits(typed)).toBe('5493814445566');
  });

  it.each([
    ['11 15 4444-5555', '5491144445555'],
    ['011 4444-5555', '5491144445555'],
    ['+54 9 11 4444 5555', '5491144445555'],
    ['02966 15 441200', '5492966441200'],
    ['3863 15 412345', '5493863412345'],
    ['3863 412345', '5493863412345'],
    // The subscriber number itself may start with 15.
    ['381 1534567', '5493811534567'],
  ])('gives %s as %s', (typed, digits) => {
    expect(whatsappDigits(typed)).toBe(digits);
  });

  it.each([
    ['+56 9 1234 5678', '56912345678'],
    ['+34 612 34 56 78', '34612345678'],
    ['0034 612345678', '34612345678'],
  ])('takes a number of another country after its +: %s', (typed, digits) => {
    expect(whatsappDigits(typed)).toBe(digits);
  });

  it.each([
    ['4445566', 'no area code'],
    ['15 4445566', 'no area code, with 15'],
    ['381 444556', 'a digit short'],
    ['381 15 44455667', 'a digit too many'],
    ['381 16 4445566', '12 digits without the 15'],
    ['481 4445566', 'no area code starts with 4'],
    ['1234567890', 'only 11 starts with 1'],
    ['381-555-12ab', 'letters'],
    ['+1 234', 'too short for any country'],
    ['', 'empty'],
  ])('refuses %s (%s)', (typed) => {
    expect(whatsappDigits(typed)).toBeNull();
  });

  it('gives the same digits for the stored form and any way it is shown', () => {
    const national = fc.oneof(
      fc.stringMatching(/^11\d{8}$/),
      fc.stringMatching(/^[23]\d{9}$/).filter((n) => !n.startsWith('54')),
    );
    fc.assert(
      fc.property(national, (number) => {
        const stored = whatsappDigits(number);
        expect(stored).toBe(`549${number}`);
        expect(whatsappDigits(stored as string)).toBe(stored);
        expect(whatsappDigits(formatPhone(stored as string))).toBe(stored);
        expect(whatsappDigits(`0${number}`)).toBe(stored);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('emergencyPhone', () => {
  it.each([
    '(0383) 444-1234',
    '0383 444 1234',
    '0383-444-1234',
    '0383.444.1234',
    '3834441234',
    '383 4441234',
    '+54 383 444-1234',
    '+54 (0383) 444-1234',
    '54 383 4441234',
    '0054 383 444 1234',
    '+543834441234',
  ])('keeps the landline %s a landline: +543834441234', (typed) => {
    expect(emergencyPhone(typed)).toBe('+543834441234');
  });

  it.each([
    '383 15 444-1234',
    '(0383) 15-444-1234',
    '0383.15.444.1234',
    '+54 9 383 444-1234',
    '+54 9 (0383) 15 444 1234',
    '549 383 4441234',
    '5493834441234',
  ])('keeps the mobile %s a mobile: 5493834441234', (typed) => {
    expect(emergencyPhone(typed)).toBe('5493834441234');
  });

  it.each([
    ['011 4444-5555', '+541144445555'],
    ['(011) 15-4444-5555', '5491144445555'],
    ['02966 44-1200', '+542966441200'],
    ['02966 15 44-1200', '5492966441200'],
    ['+56 2 2345 6789', '56223456789'],
  ])('stores %s as %s', (typed, stored) => {
    expect(emergencyPhone(typed)).toBe(stored);
  });

  it.each(['4441234', '383 444123', '481 4441234', '383-444-12ab', '+1 234', ''])('refuses %s', (typed) => {
    expect(emergencyPhone(typed)).toBeNull();
  });

  it('reads back what it stores and what it shows, and WhatsApp still makes any of them a mobile', () => {
    const national = fc.oneof(
      fc.stringMatching(/^11\d{8}$/),
      fc.stringMatching(/^[23]\d{9}$/).filter((n) => !n.startsWith('54')),
    );
    fc.assert(
      fc.property(national, fc.boolean(), (number, mobile) => {
        const typed = mobile ? `+54 9 ${number}` : `0${number}`;
        const stored = emergencyPhone(typed) as string;
        expect(stored).toBe(mobile ? `549${number}` : `+54${number}`);
        expect(emergencyPhone(stored)).toBe(stored);
        expect(emergencyPhone(formatPhone(stored))).toBe(stored);
        expect(whatsappDigits(stored)).toBe(`549${number}`);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatPhone', () => {
  it.each([
    ['5493814445566', '+54 9 381 444-5566'],
    ['5491144445555', '+54 9 11 4444-5555'],
    ['5492966441200', '+54 9 2966 44-1200'],
    ['+543834441234', '(0383) 444-1234'],
    ['+541144445555', '(011) 4444-5555'],
    ['+542966441200', '(02966) 44-1200'],
    ['56912345678', '+56912345678'],
    ['+54 381 555-0000', '+54 381 555-0000'],
    ['03815559876', '03815559876'],
    ['4445566', '4445566'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
