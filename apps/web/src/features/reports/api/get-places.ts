import { useQuery } from '@tanstack/react-query';
import { placesInfoQuery } from '../../../api/places.ts';

/** Places taken, free and waiting of one event, per distance (the event's public registration answer). */
export const useEventPlaces = (eventId: number | undefined) =>
  useQuery({ ...placesInfoQuery(eventId ?? 0), enabled: eventId !== undefined });
