import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_EVENTS,
  EVENT_CHOICE_STORAGE_KEY,
  eventOptionLabel,
  resolveEventChoice,
  useEventChoice,
} from './use-event-choice.ts';

const now = new Date('2026-11-20T15:00:00Z');
const events = [
  { id: 1, fecha: '2025-11-23', activo: true },
  { id: 2, fecha: '2026-11-23', activo: true },
  { id: 3, fecha: '2027-03-10', activo: false },
];

describe('resolveEventChoice', () => {
  const base = { fromAddress: null, remembered: null, events, allowAll: true, now };

  it('opens on the current event (D17): the active event whose date is next', () => {
    expect(resolveEventChoice(base)).toBe(2);
  });

  it('keeps the event named in the address, and Todos where the screen offers it', () => {
    expect(resolveEventChoice({ ...base, fromAddress: '1' })).toBe(1);
    expect(resolveEventChoice({ ...base, fromAddress: ALL_EVENTS })).toBe(ALL_EVENTS);
    expect(resolveEventChoice({ ...base, fromAddress: ALL_EVENTS, allowAll: false })).toBe(2);
  });

  it('ignores an address naming no known event', () => {
    expect(resolveEventChoice({ ...base, fromAddress: '99' })).toBe(2);
    expect(resolveEventChoice({ ...base, fromAddress: 'x' })).toBe(2);
  });

  it('uses the remembered pick while the same edition is still the current one', () => {
    expect(resolveEventChoice({ ...base, remembered: { choice: '1', current: 2 } })).toBe(1);
    expect(resolveEventChoice({ ...base, remembered: { choice: 'all', current: 2 } })).toBe(ALL_EVENTS);
    // Another edition became current since: the new edition wins.
    expect(resolveEventChoice({ ...base, remembered: { choice: '1', current: 1 } })).toBe(2);
  });

  it('opens on Todos for one runner unless the address names an event', () => {
    expect(resolveEventChoice({ ...base, preferAll: true })).toBe(ALL_EVENTS);
    expect(resolveEventChoice({ ...base, preferAll: true, fromAddress: '1' })).toBe(1);
  });

  it('falls back to the latest active event, then Todos or the first event, then nothing', () => {
    expect(resolveEventChoice({ ...base, now: new Date('2028-01-01T12:00:00Z') })).toBe(2);
    const inactive = [{ id: 3, fecha: '2027-03-10', activo: false }];
    expect(resolveEventChoice({ ...base, events: inactive })).toBe(ALL_EVENTS);
    expect(resolveEventChoice({ ...base, events: inactive, allowAll: false })).toBe(3);
    expect(resolveEventChoice({ ...base, events: [], allowAll: false })).toBeNull();
  });
});

describe('useEventChoice', () => {
  beforeEach(() => localStorage.clear());

  const render = (route: string) => {
    let location = '';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    );
    const hook = renderHook(
      () => {
        location = useLocation().search;
        return useEventChoice(events, { allowAll: true });
      },
      { wrapper },
    );
    return { hook, location: () => location };
  };

  it('writes the shown event into the address and remembers a pick for the next visit', () => {
    const first = render('/admin/inscriptions');
    const current = first.hook.result.current.eventId;
    expect(first.location()).toBe(`?event=${current}`);
    act(() => first.hook.result.current.setChoice(ALL_EVENTS));
    expect(first.location()).toBe('?event=all');
    expect(first.hook.result.current.eventId).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(EVENT_CHOICE_STORAGE_KEY) ?? '{}').choice).toBe('all');

    const next = render('/admin/reports');
    expect(next.hook.result.current.choice).toBe(ALL_EVENTS);
  });
});

describe('eventOptionLabel', () => {
  it('names the event with its day as dd/mm/yyyy', () => {
    expect(eventOptionLabel({ nombre: 'Rally San Javier', fecha: '2026-11-23' })).toBe('Rally San Javier (23/11/2026)');
  });
});
