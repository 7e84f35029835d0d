import type { placesContract } from '@carreras/domain/places/places.contract';
import { queryOptions } from '@tanstack/react-query';
import { call, routes } from './call.ts';

/** Registration's endpoints (packages/domain/src/places/places.contract.ts). */
export const registrationApi = routes<typeof placesContract>({
  getPlacesInfo: 'public GET /events/:id/registration',
  getContact: 'public GET /registration/contact',
  listPublicInscriptos: 'public GET /events/:id/inscriptos',
  getSettings: 'admin GET /admin/events/:id/registration',
  saveSettings: 'admin PUT /admin/events/:id/registration',
  getReminders: 'admin GET /admin/events/:id/reminders',
  joinWaitingList: 'runner_or_admin POST /waiting-list',
  listWaiting: 'runner_or_admin GET /waiting-list',
  promoteWaiting: 'admin POST /waiting-list/:id/promote',
  leaveWaiting: 'runner_or_admin DELETE /waiting-list/:id',
  reportPayment: 'runner POST /inscriptions/:id/report-payment',
});

/**
 * Query keys of registration: everything of one event's registration (places and prices, settings,
 * reminders, public list) sits under `event(eventId)`, which a settings save invalidates; waiting lists
 * under `waiting()`; every read under `all`, which any place taken or freed invalidates.
 */
export const registrationKeys = {
  all: ['registration'] as const,
  event: (eventId: number) => [...registrationKeys.all, eventId] as const,
  /** The public answer: places taken, free and waiting, prices, how to pay. */
  info: (eventId: number) => [...registrationKeys.event(eventId), 'info'] as const,
  settings: (eventId: number) => [...registrationKeys.event(eventId), 'settings'] as const,
  reminders: (eventId: number) => [...registrationKeys.event(eventId), 'reminders'] as const,
  publicList: (eventId: number) => [...registrationKeys.event(eventId), 'inscriptos'] as const,
  contact: () => [...registrationKeys.all, 'contact'] as const,
  waiting: () => [...registrationKeys.all, 'waiting'] as const,
  myWaiting: () => [...registrationKeys.waiting(), 'mine'] as const,
};

/** Places, prices and how to pay of one event (public): the landing, the inscription form, profile, settings and reports. */
export const registrationInfoQuery = (eventId: number) =>
  queryOptions({
    queryKey: registrationKeys.info(eventId),
    queryFn: ({ signal }) => call(registrationApi.getPlacesInfo, { params: { id: eventId }, session: 'none', signal }),
  });
