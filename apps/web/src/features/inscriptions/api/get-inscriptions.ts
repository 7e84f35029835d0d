import type { AdminInscriptionList } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import type { InscriptionList } from '@carreras/domain/inscriptions/inscription.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../lib/api-client.ts';

/** The filters of spec 001 section 7, as query parameters ('' and undefined are left out). */
export interface InscriptionFilters {
  event?: number;
  runnerId?: number;
  searchTerm?: string;
  categoria?: string;
  distancia?: number;
  pagoConfirmado?: 'true' | 'false';
  asistenciaConfirmada?: 'true' | 'false';
  esEquipo?: 'true' | 'false';
  tieneDorsal?: 'true' | 'false';
}

export const INSCRIPTIONS_KEY = ['admin', 'inscriptions'] as const;

export const inscriptionsQuery = (filters: InscriptionFilters, page: number, limit: number) =>
  queryOptions({
    queryKey: [...INSCRIPTIONS_KEY, 'list', { ...filters, page, limit }],
    queryFn: ({ signal }) =>
      apiRequest<InscriptionList>('/inscriptions', {
        query: { ...(filters as Record<string, QueryValue>), page, limit },
        session: 'admin',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the screen still settles which event to show (no list of every event first). */
export const useInscriptions = (filters: InscriptionFilters, page: number, limit: number, enabled = true) =>
  useQuery({ ...inscriptionsQuery(filters, page, limit), enabled });

/** Up to `limit` inscriptions with the participants' personal data (the grid and its exports). */
export const gridInscriptionsQuery = (filters: InscriptionFilters, limit: number) =>
  queryOptions({
    queryKey: [...INSCRIPTIONS_KEY, 'grid', { ...filters, limit }],
    queryFn: ({ signal }) =>
      apiRequest<AdminInscriptionList>('/admin/inscriptions', {
        query: { ...(filters as Record<string, QueryValue>), page: 1, limit },
        session: 'admin',
        signal,
      }),
  });

export const useGridInscriptions = (filters: InscriptionFilters, limit: number, enabled = true) =>
  useQuery({ ...gridInscriptionsQuery(filters, limit), enabled });
