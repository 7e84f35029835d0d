import type { CheckInSearch, NextBib } from '@carreras/domain/check-in/check-in.schemas';
import type { Event } from '@carreras/domain/events/event.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const CHECK_IN_KEY = ['admin', 'check-in'] as const;

/** Every event for the admin, the current one first (D17), so the screen opens on race morning's event. */
export const checkInEventsQuery = () =>
  queryOptions({
    queryKey: [...CHECK_IN_KEY, 'events'],
    queryFn: async (): Promise<Event[]> => {
      const answer = await apiRequest<Event[] | { items: Event[] }>('/events', { session: 'admin' });
      return Array.isArray(answer) ? answer : answer.items;
    },
  });

export const checkInSearchQuery = (eventId: number, q: string) =>
  queryOptions({
    queryKey: [...CHECK_IN_KEY, 'search', eventId, q],
    queryFn: () => apiRequest<CheckInSearch>(`/admin/events/${eventId}/check-in`, { query: { q }, session: 'admin' }),
  });

export const nextBibQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...CHECK_IN_KEY, 'next-bib', eventId],
    queryFn: () => apiRequest<NextBib>(`/admin/events/${eventId}/next-bib`, { session: 'admin' }),
  });

export const useCheckInEvents = () => useQuery(checkInEventsQuery());

export const useCheckInSearch = (eventId: number | null, q: string) =>
  useQuery({ ...checkInSearchQuery(eventId ?? 0, q), enabled: eventId !== null && q !== '' });

export const useNextBib = (eventId: number | null) =>
  useQuery({ ...nextBibQuery(eventId ?? 0), enabled: eventId !== null });
