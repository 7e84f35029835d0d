import { describe, expect, it } from 'vitest';
import { orderByCurrency, pickCurrentEvent } from './current-event.ts';

// 12:00 on 2025-04-13 in Buenos Aires (UTC-3).
const now = new Date('2025-04-13T15:00:00Z');
const ev = (id: number, fecha: string, activo = true) => ({ id, fecha, activo });

describe('pickCurrentEvent (D17)', () => {
  it('takes the active event whose date is next, today included', () => {
    const events = [ev(1, '2025-05-01'), ev(2, '2025-04-13'), ev(3, '2025-03-01'), ev(4, '2025-04-20', false)];
    expect(pickCurrentEvent(events, now)?.id).toBe(2);
  });

  it('falls back to the latest active event when none is upcoming', () => {
    const events = [ev(1, '2024-04-14'), ev(2, '2025-04-12'), ev(3, '2025-04-12'), ev(4, '2026-01-01', false)];
    expect(pickCurrentEvent(events, now)?.id).toBe(3);
  });

  it('uses the organiser’s day: at 23:30 of the 12th in Buenos Aires an event of the 12th is still next', () => {
    const late = new Date('2025-04-13T02:30:00Z');
    expect(pickCurrentEvent([ev(1, '2025-04-12'), ev(2, '2025-05-01')], late)?.id).toBe(1);
  });

  it('is undefined without active events', () => {
    expect(pickCurrentEvent([ev(1, '2025-05-01', false)], now)).toBeUndefined();
    expect(pickCurrentEvent([], now)).toBeUndefined();
  });
});

describe('orderByCurrency', () => {
  it('puts the current event first, then upcoming soonest first, then past latest first', () => {
    const events = [
      ev(1, '2024-04-14'),
      ev(2, '2025-06-01'),
      ev(3, '2025-04-20', false),
      ev(4, '2025-05-01'),
      ev(5, '2025-01-10'),
    ];
    expect(orderByCurrency(events, now).map((e) => e.id)).toEqual([4, 3, 2, 5, 1]);
  });

  it('puts the latest past active event first when nothing active is upcoming', () => {
    const events = [ev(1, '2024-04-14'), ev(2, '2025-04-01'), ev(3, '2025-09-01', false)];
    expect(orderByCurrency(events, now).map((e) => e.id)).toEqual([2, 3, 1]);
  });
});
