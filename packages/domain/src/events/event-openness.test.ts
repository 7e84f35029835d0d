import { describe, expect, it } from 'vitest';
import { isEventOpen } from './event-openness.ts';

const event = { activo: true, fechaAperturaInscripciones: '2025-04-01', fechaCierreInscripciones: '2025-04-10' };

describe('isEventOpen (D9)', () => {
  it('includes the opening and the closing day, in Buenos Aires time', () => {
    expect(isEventOpen(event, new Date('2025-04-01T03:00:00Z'))).toBe(true); // 00:00 on the 1st in Argentina
    expect(isEventOpen(event, new Date('2025-04-01T02:59:00Z'))).toBe(false); // still March 31st there
    expect(isEventOpen(event, new Date('2025-04-11T02:59:00Z'))).toBe(true); // 23:59 on the 10th there
    expect(isEventOpen(event, new Date('2025-04-11T03:00:00Z'))).toBe(false);
  });

  it('is closed when the event is inactive', () => {
    expect(isEventOpen({ ...event, activo: false }, new Date('2025-04-05T12:00:00Z'))).toBe(false);
  });
});
