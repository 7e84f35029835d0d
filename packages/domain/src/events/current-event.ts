import { todayInOrganiserZone } from '../dates.ts';

/**
 * D17: the current event is the one whose date is next (today included), else the latest one.
 * Sorting a list with this puts upcoming events first, soonest first, then past events, latest first,
 * so the first element is always the current event.
 */
export function orderByCurrency<T extends { fecha: string; id: number }>(events: T[], now: Date = new Date()): T[] {
  const today = todayInOrganiserZone(now);
  return [...events].sort((a, b) => {
    const aUpcoming = a.fecha >= today;
    const bUpcoming = b.fecha >= today;
    if (aUpcoming !== bUpcoming) return aUpcoming ? -1 : 1;
    if (a.fecha !== b.fecha) return (aUpcoming ? a.fecha < b.fecha : a.fecha > b.fecha) ? -1 : 1;
    return a.id - b.id;
  });
}
