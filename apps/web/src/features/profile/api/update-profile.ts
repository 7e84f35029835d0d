import type { Runner, RunnerData } from '@carreras/domain/runners/runner.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const updateProfile = (runnerId: number, body: RunnerData) =>
  apiRequest<Runner>(`/runners/${runnerId}`, { method: 'PUT', body, session: 'runner' });

export function useUpdateProfile(runnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RunnerData) => updateProfile(runnerId, body),
    onSuccess: (runner) => {
      queryClient.setQueryData(['session', 'runner'], runner);
      // Names shown on inscriptions come from the runner.
      void queryClient.invalidateQueries({ queryKey: ['inscriptions'] });
    },
  });
}
