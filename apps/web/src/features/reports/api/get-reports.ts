import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { useEventList } from '../../../api/events.ts';
import { reportKeys, reportsApi } from '../../../api/reports.ts';

export const distanceReportQuery = (eventId: number | undefined) =>
  queryOptions({
    queryKey: reportKeys.byDistance(eventId),
    queryFn: ({ signal }) => call(reportsApi.byDistance, { query: { eventId }, signal }),
  });

export const categoryReportQuery = (eventId: number | undefined) =>
  queryOptions({
    queryKey: reportKeys.byCategory(eventId),
    queryFn: ({ signal }) => call(reportsApi.byCategory, { query: { eventId }, signal }),
  });

export const useDistanceReport = (eventId: number | undefined) => useQuery(distanceReportQuery(eventId));
export const useCategoryReport = (eventId: number | undefined) => useQuery(categoryReportQuery(eventId));

/** The events a report can be narrowed to. */
export const useReportEvents = () => useEventList('admin');
