import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { resultsHubApi, resultsKeys } from '../../../api/results.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

export const finishLineQuery = (eventId: number) =>
  queryOptions({
    queryKey: resultsKeys.finishLine(eventId),
    queryFn: ({ signal }) => call(resultsHubApi.finishLine, { params: { eventId }, session: 'none', signal }),
    retry: retryServerErrors,
  });
