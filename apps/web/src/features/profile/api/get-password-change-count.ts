import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const passwordChangeCountQuery = () =>
  queryOptions({
    queryKey: ['profile', 'password-change-count'],
    queryFn: async (): Promise<number> => {
      try {
        const answer = await apiRequest<{ count: number }>('/profile/password-change-count', { session: 'runner' });
        return answer.count;
      } catch {
        // Spec: a failed count fetch counts as 0; the server still enforces the limit.
        return 0;
      }
    },
  });

export const usePasswordChangeCount = () => useQuery(passwordChangeCountQuery());
