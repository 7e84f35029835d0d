import type { Category } from '@carreras/domain/races/race.schemas';
import { useQuery } from '@tanstack/react-query';
import { eventCategoriesQuery } from '../../../api/events.ts';

export type ChoiceCategory = Pick<
  Category,
  'id' | 'nombre' | 'distancia' | 'sexo' | 'esLibre' | 'edadMinima' | 'edadMaxima'
>;

export interface EnrolmentChoices {
  categories: ChoiceCategory[];
  /** Unique and ascending: the distances of the event's categories, i.e. of its race's modalities (D5). */
  distances: number[];
}

export const enrolmentChoicesFrom = (categories: ChoiceCategory[]): EnrolmentChoices => ({
  categories,
  distances: [...new Set(categories.map((c) => c.distancia))].sort((a, b) => a - b),
});

/** The event's categories and distances, read from the event's categories (shared with the landing's). */
export const useEnrolmentChoices = (eventId: number) =>
  useQuery({ ...eventCategoriesQuery(eventId), select: enrolmentChoicesFrom, enabled: eventId > 0 });
