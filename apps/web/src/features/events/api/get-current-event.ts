import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface EventSummary {
  id: number;
  nombre: string;
  fecha: string;
  lugar: string;
  descripcion: string | null;
  activo: boolean;
  permiteParejas: boolean;
  race_id: number;
  fechaAperturaInscripciones: string;
  fechaCierreInscripciones: string;
  categorias: number[];
  inscripcionesAbiertas: boolean;
}

/** The current event (D17: the active event whose date is next, else the latest), or null when none is active. */
export const currentEventQuery = () =>
  queryOptions({
    queryKey: ['events', 'current'],
    queryFn: async (): Promise<EventSummary | null> => {
      const events = await apiRequest<EventSummary[]>('/events', { query: { active: true, limit: 1 } });
      return events[0] ?? null;
    },
  });

export const useCurrentEvent = () => useQuery(currentEventQuery());
