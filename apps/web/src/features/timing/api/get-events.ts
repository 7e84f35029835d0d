import { useQuery } from '@tanstack/react-query';
import { eventCategoriesQuery, useEventList } from '../../../api/events.ts';

/** Every event, active or not, the current one first (D17): the back office's one list of events. */
export const useTimingEvents = () => useEventList('admin');

/** The event's categories, to put into start groups. */
export const useEventCategoriesForGroups = (eventId: number) => useQuery(eventCategoriesQuery(eventId));
