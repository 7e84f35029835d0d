import { todayInOrganiserZone } from '../dates.ts';

interface Dated {
  id: number;
  fecha: string;
  activo: boolean;
}

/**
 * D17: the current event is the active event whose date is next (today included), else the latest
 * active one; undefined when no event is active.
 */
export function pickCurrentEvent<T extends Dated>(events: T[], now: Date = new Date()): T | undefined {
  const today = todayInOrganiserZone(now);
  const active = events.filter((e) => e.activo);
  const upcoming = active.filter((e) => e.fecha >= today).sort((a, b) => a.fecha.localeCompare(b.fecha) || a.id - b.id);
  if (upcoming[0]) return upcoming[0];
  return active.sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id)[0];
}

/**
 * Order of every event list: the current event (D17) first, then upcoming events, soonest first,
 * then past events, latest first.
 */
export function orderByCurrency<T extends Dated>(events: T[], now: Date = new Date()): T[] {
  const today = todayInOrganiserZone(now);
  const current = pickCurrentEvent(events, now);
  const rest = events
    .filter((e) => e !== current)
    .sort((a, b) => {
      const aUpcoming = a.fecha >= today;
      const bUpcoming = b.fecha >= today;
      if (aUpcoming !== bUpcoming) return aUpcoming ? -1 : 1;
      if (a.fecha !== b.fecha) return (aUpcoming ? a.fecha < b.fecha : a.fecha > b.fecha) ? -1 : 1;
      return a.id - b.id;
    });
  return current ? [current, ...rest] : rest;
}
