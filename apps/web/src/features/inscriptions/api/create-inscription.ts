import type { CreateInscriptionInput, Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INSCRIPTIONS_KEY } from './get-inscriptions.ts';

export function useCreateInscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInscriptionInput) =>
      apiRequest<Inscription>('/inscriptions', { method: 'POST', body, session: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSCRIPTIONS_KEY }),
  });
}
