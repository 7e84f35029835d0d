import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { passwordResetApi, passwordResetKeys } from './password-reset-api.ts';

/** Whether this site sends email (the server has SMTP configured). */
export const availabilityQuery = () =>
  queryOptions({
    queryKey: passwordResetKeys.availability(),
    queryFn: ({ signal }) => call(passwordResetApi.availability, { session: 'none', signal }),
    staleTime: 5 * 60_000,
  });

export const usePasswordResetAvailability = () => useQuery(availabilityQuery());
