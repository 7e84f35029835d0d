import type { Event } from '@carreras/domain/events/event.schemas';
import type { CategoryReportRow, DistanceReportRow } from '@carreras/domain/reports/report.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const distanceReportQuery = (eventId: number | undefined) =>
  queryOptions({
    queryKey: ['reports', 'by-distance', eventId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<DistanceReportRow[]>('/admin/reports/by-distance', { query: { eventId }, session: 'admin', signal }),
  });

export const categoryReportQuery = (eventId: number | undefined) =>
  queryOptions({
    queryKey: ['reports', 'by-category', eventId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<CategoryReportRow[]>('/admin/reports/by-category', { query: { eventId }, session: 'admin', signal }),
  });

export const reportEventsQuery = () =>
  queryOptions({
    queryKey: ['events', 'admin', 'list'],
    queryFn: ({ signal }) => apiRequest<Event[]>('/events', { session: 'admin', signal }),
  });

export const useDistanceReport = (eventId: number | undefined) => useQuery(distanceReportQuery(eventId));
export const useCategoryReport = (eventId: number | undefined) => useQuery(categoryReportQuery(eventId));

/** The events a report can be narrowed to. */
export const useReportEvents = () => useQuery(reportEventsQuery());
