import { describe, expect, it } from 'vitest';
import { pendingText } from './pending-counter.tsx';
import { readLaps } from './timing-setup-form.tsx';

describe('laps input', () => {
  it('keeps the current value for anything but a whole number of at least 1', () => {
    expect(readLaps('3', 1)).toBe(3);
    for (const text of ['', '0', '-2', '1.5', 'abc']) expect(readLaps(text, 2)).toBe(2);
  });
});

describe('pending counter', () => {
  it('says how many records wait', () => {
    expect(pendingText(0)).toBe('Todos los registros enviados');
    expect(pendingText(1)).toBe('1 registro pendiente de envío');
    expect(pendingText(12)).toBe('12 registros pendientes de envío');
  });
});
