import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { checkInApi, checkInKeys } from '../../../api/check-in.ts';
import { useEventList } from '../../../api/events.ts';

export const checkInSearchQuery = (eventId: number, q: string) =>
  queryOptions({
    queryKey: checkInKeys.search(eventId, q),
    queryFn: ({ signal }) => call(checkInApi.search, { params: { eventId }, query: { q }, signal }),
  });

export const nextBibQuery = (eventId: number) =>
  queryOptions({
    queryKey: checkInKeys.nextBib(eventId),
    queryFn: ({ signal }) => call(checkInApi.nextBib, { params: { eventId }, signal }),
  });

export const kitProgressQuery = (eventId: number) =>
  queryOptions({
    queryKey: checkInKeys.kitProgress(eventId),
    queryFn: ({ signal }) => call(checkInApi.kitProgress, { params: { eventId }, signal }),
  });

/** Every event for the admin, the current one first (D17), so the screen opens on race morning's event. */
export const useCheckInEvents = () => useEventList('admin');

export const useCheckInSearch = (eventId: number | null, q: string) =>
  useQuery({ ...checkInSearchQuery(eventId ?? 0, q), enabled: eventId !== null && q !== '' });

export const useNextBib = (eventId: number | null) =>
  useQuery({ ...nextBibQuery(eventId ?? 0), enabled: eventId !== null });

export const useKitProgress = (eventId: number | null) =>
  useQuery({ ...kitProgressQuery(eventId ?? 0), enabled: eventId !== null });
