import type { Category } from '@carreras/domain/races/race.schemas';
import { useQuery } from '@tanstack/react-query';
import { type EventChoices, eventCategoriesQuery, eventChoicesFrom } from '../../../api/events.ts';

export type ChoiceCategory = Pick<
  Category,
  'id' | 'nombre' | 'distancia' | 'sexo' | 'esLibre' | 'edadMinima' | 'edadMaxima'
>;

export type EnrolmentChoices = EventChoices<ChoiceCategory>;

export const enrolmentChoicesFrom = (categories: ChoiceCategory[]): EnrolmentChoices => eventChoicesFrom(categories);

/** The event's categories and distances, read from the event's categories (shared with the landing's). */
export const useEnrolmentChoices = (eventId: number) =>
  useQuery({ ...eventCategoriesQuery(eventId), select: enrolmentChoicesFrom, enabled: eventId > 0 });
