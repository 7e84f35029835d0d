import type { runnerMailsContract } from '@carreras/domain/mail/runner-mails.contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routes } from '../../../api/call.ts';

/** A runner's emails and 'Reenviar' (packages/domain/src/mail/runner-mails.contract.ts). */
export const runnerMailsApi = routes<typeof runnerMailsContract>({
  list: 'admin GET /admin/runners/:id/mails',
  resend: 'admin POST /admin/mails/:id/resend',
});

export const runnerMailKeys = {
  list: (runnerId: number) => ['runner-mails', runnerId] as const,
};

export const runnerMailsQuery = (runnerId: number) =>
  queryOptions({
    queryKey: runnerMailKeys.list(runnerId),
    queryFn: ({ signal }) => call(runnerMailsApi.list, { params: { id: runnerId }, signal }),
  });

export const useRunnerMails = (runnerId: number) => useQuery(runnerMailsQuery(runnerId));

/** 'Reenviar' one message: the list shows the copy, pending until the worker sends it. */
export function useResendMail(runnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) => call(runnerMailsApi.resend, { params: { id: mailId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runnerMailKeys.list(runnerId) }),
  });
}
