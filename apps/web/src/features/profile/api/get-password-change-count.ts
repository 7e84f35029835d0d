import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, authKeys } from '../../../api/auth.ts';
import { call } from '../../../api/call.ts';

export const passwordChangeCountQuery = () =>
  queryOptions({
    queryKey: authKeys.passwordChangeCount(),
    queryFn: async ({ signal }): Promise<number> => {
      try {
        return (await call(authApi.passwordChangeCount, { signal })).count;
      } catch {
        // Spec: a failed count fetch counts as 0; the server still enforces the limit.
        return 0;
      }
    },
  });

export const usePasswordChangeCount = () => useQuery(passwordChangeCountQuery());
