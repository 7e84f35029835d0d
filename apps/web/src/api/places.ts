import type { placesContract } from '@carreras/domain/places/places.contract';
import { queryOptions } from '@tanstack/react-query';
import { call, routes } from './call.ts';

/** The places' endpoints: places, fees, payment details, waiting list (packages/domain/src/places/places.contract.ts). */
export const placesApi = routes<typeof placesContract>({
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
 * Query keys of places: everything of one event's places (places and prices, settings,
 * reminders, public list) sits under `event(eventId)`, which a settings save invalidates; waiting lists
 * under `waiting()`; every read under `all`, which any place taken or freed invalidates.
 */
export const placesKeys = {
  all: ['places'] as const,
  event: (eventId: number) => [...placesKeys.all, eventId] as const,
  /** The public answer: places taken, free and waiting, prices, how to pay. */
  info: (eventId: number) => [...placesKeys.event(eventId), 'info'] as const,
  settings: (eventId: number) => [...placesKeys.event(eventId), 'settings'] as const,
  reminders: (eventId: number) => [...placesKeys.event(eventId), 'reminders'] as const,
  publicList: (eventId: number) => [...placesKeys.event(eventId), 'inscriptos'] as const,
  contact: () => [...placesKeys.all, 'contact'] as const,
  waiting: () => [...placesKeys.all, 'waiting'] as const,
  myWaiting: () => [...placesKeys.waiting(), 'mine'] as const,
};

/** Places, prices and how to pay of one event (public): the landing, the inscription form, profile, settings and reports. */
export const placesInfoQuery = (eventId: number) =>
  queryOptions({
    queryKey: placesKeys.info(eventId),
    queryFn: ({ signal }) => call(placesApi.getPlacesInfo, { params: { id: eventId }, session: 'none', signal }),
  });
