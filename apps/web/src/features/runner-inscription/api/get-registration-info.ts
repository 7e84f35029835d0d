import { useQuery } from '@tanstack/react-query';
import { registrationInfoQuery } from '../../../api/registration.ts';

/** Places, prices and how to pay of one event (public); nothing is asked before an event is chosen. */
export const useRegistrationInfo = (eventId: number) =>
  useQuery({ ...registrationInfoQuery(eventId), enabled: eventId > 0 });
