import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { type InscriptionListQuery, inscriptionKeys, inscriptionsApi } from '../../../api/inscriptions.ts';

/** A yes/no filter as its select holds it. */
export type YesNo = 'true' | 'false';

/** The filters of spec 001 section 7 as the filter bar holds them ('' and undefined are left out). */
export interface InscriptionFilters {
  event?: number;
  runnerId?: number;
  searchTerm?: string;
  categoria?: string;
  distancia?: number;
  pagoConfirmado?: YesNo;
  /** 'true': payments the runners reported and no admin confirmed yet (pago a verificar). */
  pagoInformado?: YesNo;
  asistenciaConfirmada?: YesNo;
  esEquipo?: YesNo;
  tieneDorsal?: YesNo;
}

const flag = (value: YesNo | undefined) => (value === undefined ? undefined : value === 'true');

function listQuery(filters: InscriptionFilters, page: number, limit: number): InscriptionListQuery {
  return {
    ...filters,
    pagoConfirmado: flag(filters.pagoConfirmado),
    pagoInformado: flag(filters.pagoInformado),
    asistenciaConfirmada: flag(filters.asistenciaConfirmada),
    esEquipo: flag(filters.esEquipo),
    tieneDorsal: flag(filters.tieneDorsal),
    page,
    limit,
  };
}

export const inscriptionsQuery = (filters: InscriptionFilters, page: number, limit: number) => {
  const query = listQuery(filters, page, limit);
  return queryOptions({
    queryKey: inscriptionKeys.list(query),
    queryFn: ({ signal }) => call(inscriptionsApi.list, { query, session: 'admin', signal }),
    placeholderData: keepPreviousData,
  });
};

/** `enabled` false while the screen still settles which event to show (no list of every event first). */
export const useInscriptions = (filters: InscriptionFilters, page: number, limit: number, enabled = true) =>
  useQuery({ ...inscriptionsQuery(filters, page, limit), enabled });

/** Up to `limit` inscriptions with the participants' personal data (the grid and its exports). */
export const gridInscriptionsQuery = (filters: InscriptionFilters, limit: number) => {
  const query = listQuery(filters, 1, limit);
  return queryOptions({
    queryKey: inscriptionKeys.grid(query),
    queryFn: ({ signal }) => call(inscriptionsApi.adminList, { query, signal }),
  });
};

export const useGridInscriptions = (filters: InscriptionFilters, limit: number, enabled = true) =>
  useQuery({ ...gridInscriptionsQuery(filters, limit), enabled });
