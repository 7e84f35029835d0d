import { useQuery } from '@tanstack/react-query';
import { placesInfoQuery } from '../../../api/places.ts';

/** Places, prices and how to pay of one event (public); nothing is asked before an event is chosen. */
export const useRegistrationInfo = (eventId: number) => useQuery({ ...placesInfoQuery(eventId), enabled: eventId > 0 });
