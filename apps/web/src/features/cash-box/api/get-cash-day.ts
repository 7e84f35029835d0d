import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, download } from '../../../api/call.ts';
import { checkInApi, checkInKeys } from '../../../api/check-in.ts';

export const cashDayQuery = (eventId: number, fecha: string) =>
  queryOptions({
    queryKey: checkInKeys.cashDay(eventId, fecha),
    queryFn: ({ signal }) => call(checkInApi.cashDay, { params: { eventId }, query: { fecha }, signal }),
  });

/** The Caja del día of an event; refreshed after every payment at the desk (it sits under check-in's keys). */
export const useCashDay = (eventId: number | null, fecha: string) =>
  useQuery({ ...cashDayQuery(eventId ?? 0, fecha), enabled: eventId !== null });

/** The Caja del día as an xlsx file. */
export const downloadCashDay = (eventId: number, fecha: string) =>
  download(checkInApi.cashExport, `caja_${fecha}.xlsx`, { params: { eventId }, query: { fecha } });
