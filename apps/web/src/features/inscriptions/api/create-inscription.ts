import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { inscriptionsContract } from '@carreras/domain/inscriptions/inscriptions.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionsApi, invalidateInscriptions } from '../../../api/inscriptions.ts';

export function useCreateInscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof inscriptionsContract.create>) =>
      call(inscriptionsApi.create, { body, session: 'admin' }),
    onSuccess: () => invalidateInscriptions(queryClient),
  });
}
