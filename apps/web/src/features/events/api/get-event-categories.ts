import { useQuery } from '@tanstack/react-query';
import { eventCategoriesQuery } from '../../../api/events.ts';

export const useEventCategories = (eventId: number) => useQuery(eventCategoriesQuery(eventId));
