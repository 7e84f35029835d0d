import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CreateInscriptionBody {
  runnerId: number;
  eventId: number;
  distancia: number;
  categoria: string;
  pagoConfirmado: false;
  inscripcionConfirmada: false;
  asistenciaConfirmada: false;
  partnerDni?: string | null;
}

export const createInscription = (body: CreateInscriptionBody) =>
  apiRequest<Inscription>('/inscriptions', { method: 'POST', body, session: 'runner' });

export function useCreateInscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inscriptions'] }),
  });
}
