import type { CreateInscriptionInput } from '@carreras/domain/inscriptions/inscription.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionsApi, invalidateInscriptions } from '../../../api/inscriptions.ts';

/** The runner enrols themselves: every flag false, the server checks the rest (D4, D8, D13). */
export const createInscription = (body: CreateInscriptionInput) =>
  call(inscriptionsApi.create, { body, session: 'runner' });

export function useCreateInscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInscription,
    onSuccess: () => invalidateInscriptions(queryClient),
  });
}
