import type { EndpointBody, EndpointQuery } from '@carreras/domain/api/define-endpoint';
import type { inscriptionsContract } from '@carreras/domain/inscriptions/inscriptions.contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, listKeys, routes } from './call.ts';
import { checkInKeys } from './check-in.ts';
import { dashboardKeys } from './dashboard.ts';
import { eventKeys } from './events.ts';
import { placesKeys } from './places.ts';
import { reportKeys } from './reports.ts';

/** Inscriptions' endpoints (packages/domain/src/inscriptions/inscriptions.contract.ts). */
export const inscriptionsApi = routes<typeof inscriptionsContract>({
  list: 'runner_or_admin GET /inscriptions',
  eventChoices: 'public GET /inscriptions/categories-and-distances',
  availableCategories: 'admin GET /inscriptions/available-categories',
  get: 'runner_or_admin GET /inscriptions/:id',
  create: 'runner_or_admin POST /inscriptions',
  partnerCheck: 'runner GET /inscriptions/partner-check',
  acceptPair: 'runner POST /inscriptions/:id/accept-pair',
  declinePair: 'runner POST /inscriptions/:id/decline-pair',
  update: 'admin PATCH /inscriptions/:id',
  confirmPayment: 'admin PATCH /inscriptions/:id/confirm-payment',
  confirmAttendance: 'admin PATCH /inscriptions/:id/confirm-attendance',
  assignBib: 'admin PATCH /inscriptions/:id/assign-dorsal/:number',
  revertStatus: 'admin PATCH /inscriptions/:id/revert-status',
  delete: 'admin DELETE /inscriptions/:id',
  adminList: 'admin GET /admin/inscriptions',
});

/** The filters of a listing (spec 001 section 7), as the query string sends them. */
export type InscriptionListQuery = EndpointQuery<typeof inscriptionsContract.list>;

/**
 * Query keys of inscriptions, whoever reads them (the runner's area or the back office): every read sits
 * under `all`, which any inscription write invalidates (see `invalidateInscriptions`).
 */
export const inscriptionKeys = {
  ...listKeys('inscriptions', inscriptionsApi.list),
  /** The listing with the participants' personal data (the grid and its exports). */
  grid: (query: InscriptionListQuery) => [...inscriptionKeys.all, 'grid', query] as const,
  /** A runner's own inscriptions, held or as a partner. */
  mine: (runnerId: number) => [...inscriptionKeys.all, 'mine', runnerId] as const,
  detail: (id: number) => [...inscriptionKeys.all, 'detail', id] as const,
  availableCategories: (query: { runnerId: number | null; eventId: number | null; distance: number | null }) =>
    [...inscriptionKeys.all, 'available-categories', query] as const,
};

/**
 * After any inscription write, from any screen: the inscriptions and what counts them (check-in's searches
 * and next bib, the reports, the back-office home, an event's counts, the places and waiting lists).
 */
export function invalidateInscriptions(queryClient: QueryClient, options: { deletedId?: number } = {}) {
  const { deletedId } = options;
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: inscriptionKeys.all,
      // A deleted inscription's detail is left alone: refetching it would answer 404 on the screen being left.
      predicate: (query) =>
        deletedId === undefined || query.queryKey.join('/') !== inscriptionKeys.detail(deletedId).join('/'),
    }),
    queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
    queryClient.invalidateQueries({ queryKey: reportKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: placesKeys.all }),
    queryClient.invalidateQueries({
      queryKey: eventKeys.all,
      predicate: (query) => query.queryKey.join('/') === eventKeys.stats(Number(query.queryKey[1])).join('/'),
    }),
  ]);
}

/**
 * The areas that read and write inscriptions through the endpoints open to both: each sends its own session
 * (a runner's inscription page, the back office's detail and new inscription), wherever the page is.
 */
type InscriptionSession = 'admin' | 'runner';

/** One inscription: a runner reads their own (403 otherwise), an administrator any. */
export const useInscription = (id: number, session: InscriptionSession) =>
  useQuery({
    queryKey: inscriptionKeys.detail(id),
    queryFn: ({ signal }) => call(inscriptionsApi.get, { params: { id }, session, signal }),
  });

/**
 * A new inscription: a runner enrols themselves (every flag false, the server checks the rest: D4, D8, D13), an
 * administrator enrols any runner with the back office's options.
 */
export function useCreateInscription(session: InscriptionSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof inscriptionsContract.create>) =>
      call(inscriptionsApi.create, { body, session }),
    onSuccess: () => invalidateInscriptions(queryClient),
  });
}
