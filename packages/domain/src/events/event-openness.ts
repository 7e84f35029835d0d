import { todayInOrganiserZone } from '../dates.ts';

export interface EventWindow {
  activo: boolean;
  fechaAperturaInscripciones: string | null;
  fechaCierreInscripciones: string | null;
}

/**
 * An event takes inscriptions when it is active and today, in the organiser's time zone,
 * lies inside its registration window, both ends included (D9).
 */
export function isEventOpen(event: EventWindow, now: Date = new Date()): boolean {
  if (!event.activo || !event.fechaAperturaInscripciones || !event.fechaCierreInscripciones) return false;
  const today = todayInOrganiserZone(now);
  return event.fechaAperturaInscripciones <= today && today <= event.fechaCierreInscripciones;
}
