/** An event as the import page weighs it. */
export interface ImportEventChoice {
  id: number;
  fecha: string;
  inscripcionesAbiertas: boolean;
}

export const importEventWarnings = {
  running: 'Este evento ya se está corriendo',
  closed: 'La inscripción de este evento está cerrada',
} as const;

/**
 * The edition the import page opens on: the one taking inscriptions (the nearest race day when several do),
 * or null when none does. The day of the race comes first only when it is also open.
 */
export function pickImportEvent<E extends ImportEventChoice>(events: readonly E[]): E | null {
  const open = events.filter((e) => e.inscripcionesAbiertas).sort((a, b) => a.fecha.localeCompare(b.fecha));
  return open[0] ?? null;
}

/** What the page says when importing into this event is allowed but unusual (today: yyyy-mm-dd in the organiser's zone, D9). */
export function importEventWarning(event: ImportEventChoice, today: string): string | null {
  if (event.fecha === today) return importEventWarnings.running;
  if (!event.inscripcionesAbiertas) return importEventWarnings.closed;
  return null;
}
