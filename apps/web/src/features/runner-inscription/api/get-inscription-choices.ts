import type { Category } from '@carreras/domain/races/race.schemas';
import { useQuery } from '@tanstack/react-query';
import { type EventChoices, eventCategoriesQuery, eventChoicesFrom } from '../../../api/events.ts';

export type ChoiceCategory = Pick<
  Category,
  'id' | 'nombre' | 'distancia' | 'sexo' | 'esLibre' | 'edadMinima' | 'edadMaxima'
>;

export type InscriptionChoices = EventChoices<ChoiceCategory>;

export const inscriptionChoicesFrom = (categories: ChoiceCategory[]): InscriptionChoices =>
  eventChoicesFrom(categories);

/** The event's categories and distances, read from the event's categories (shared with the landing's). */
export const useInscriptionChoices = (eventId: number) =>
  useQuery({ ...eventCategoriesQuery(eventId), select: inscriptionChoicesFrom, enabled: eventId > 0 });
