import type { Category } from '@carreras/domain/races/race.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type ChoiceCategory = Pick<
  Category,
  'id' | 'nombre' | 'distancia' | 'sexo' | 'esLibre' | 'edadMinima' | 'edadMaxima'
>;

export interface EnrolmentChoices {
  categories: ChoiceCategory[];
  /** Unique and ascending: the distances of the event's categories, i.e. of its race's modalities (D5). */
  distances: number[];
}

export const enrolmentChoicesQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['events', eventId, 'enrolment-choices'],
    queryFn: async (): Promise<EnrolmentChoices> => {
      const categories = await apiRequest<ChoiceCategory[]>(`/events/${eventId}/categories`, { session: 'none' });
      const distances = [...new Set(categories.map((c) => c.distancia))].sort((a, b) => a - b);
      return { categories, distances };
    },
    enabled: eventId > 0,
  });

export const useEnrolmentChoices = (eventId: number) => useQuery(enrolmentChoicesQuery(eventId));
