import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { runnersContract } from '@carreras/domain/runners/runners.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionsApi, invalidateInscriptions } from '../../../api/inscriptions.ts';
import { runnerKeys, runnersApi } from '../../../api/runners.ts';

export type DeskNewRunner = EndpointBody<typeof runnersContract.createRunner>;

export interface WalkUpRegistration {
  runner: DeskNewRunner;
  eventId: number;
  distancia: number;
  categoria: string;
}

/**
 * Someone not registered at all, at the desk: the account is created as the back office creates a runner (the
 * same endpoint, with a temporary password to hand over, D14), then enrolled in the event as the inscriptions list
 * enrols (the price in force is fixed then). `onAccount` runs once the account exists, even when the enrolment
 * then fails, so the password is never lost. The desk's search finds the new inscription afterwards.
 */
export function useRegisterWalkUp(onAccount: (account: { id: number; nombre: string; apellido: string }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ runner, eventId, distancia, categoria }: WalkUpRegistration) => {
      const account = await call(runnersApi.createRunner, { body: runner });
      onAccount(account);
      await queryClient.invalidateQueries({ queryKey: runnerKeys.all });
      try {
        await call(inscriptionsApi.create, { body: { runnerId: account.id, eventId, distancia, categoria } });
      } finally {
        await invalidateInscriptions(queryClient);
      }
      return account;
    },
  });
}
