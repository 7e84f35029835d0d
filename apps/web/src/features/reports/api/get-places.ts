import { useQuery } from '@tanstack/react-query';
import { registrationInfoQuery } from '../../../api/registration.ts';

/** Places taken, free and waiting of one event, per distance (the event's public registration answer). */
export const useEventPlaces = (eventId: number | undefined) =>
  useQuery({ ...registrationInfoQuery(eventId ?? 0), enabled: eventId !== undefined });
