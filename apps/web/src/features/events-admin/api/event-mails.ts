import type { eventMailsContract } from '@carreras/domain/mail/event-mails.contract';
import type { BroadcastInput, EventMailSettings } from '@carreras/domain/mail/event-mails.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routes } from '../../../api/call.ts';

/** An event's email switches and the message to all its runners (packages/domain/src/mail/event-mails.contract.ts). */
export const eventMailsApi = routes<typeof eventMailsContract>({
  getSettings: 'admin GET /admin/events/:id/mail-settings',
  saveSettings: 'admin PUT /admin/events/:id/mail-settings',
  broadcastAudience: 'admin GET /admin/events/:id/broadcast',
  broadcast: 'admin POST /admin/events/:id/broadcast',
});

export const eventMailKeys = {
  all: ['event-mails'] as const,
  settings: (eventId: number) => ['event-mails', 'settings', eventId] as const,
  audience: (eventId: number) => ['event-mails', 'audience', eventId] as const,
};

export const eventMailSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventMailKeys.settings(eventId),
    queryFn: ({ signal }) => call(eventMailsApi.getSettings, { params: { id: eventId }, signal }),
  });

export const useEventMailSettings = (eventId: number) => useQuery(eventMailSettingsQuery(eventId));

export const useBroadcastAudience = (eventId: number) =>
  useQuery({
    queryKey: eventMailKeys.audience(eventId),
    queryFn: ({ signal }) => call(eventMailsApi.broadcastAudience, { params: { id: eventId }, signal }),
  });

export function useSaveEventMailSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventMailSettings) => call(eventMailsApi.saveSettings, { params: { id: eventId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(eventMailKeys.settings(eventId), saved),
  });
}

export function useBroadcast(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BroadcastInput) => call(eventMailsApi.broadcast, { params: { id: eventId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventMailKeys.audience(eventId) }),
  });
}
