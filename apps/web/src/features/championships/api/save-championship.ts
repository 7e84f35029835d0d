import type { ChampionshipCreate } from '@carreras/domain/championships/championship.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../../api/call.ts';
import { championshipKeys, championshipsApi } from '../../../api/championships.ts';

export const adminChampionshipQuery = (id: number) =>
  queryOptions({
    queryKey: championshipKeys.detail(id),
    queryFn: ({ signal }) => call(championshipsApi.get, { params: { id }, signal }),
  });

export const useAdminChampionship = (id: number) => useQuery(adminChampionshipQuery(id));

/**
 * Creates a championship in one call, or updates one: its name and year, its dates and its scoring are three
 * calls of the contract, made in that order.
 */
export function useSaveChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: ChampionshipCreate }) => {
      if (id === undefined) return call(championshipsApi.create, { body });
      await call(championshipsApi.update, {
        params: { id },
        body: { nombre: body.nombre, anio: body.anio },
      });
      await call(championshipsApi.setEvents, { params: { id }, body: { eventIds: body.eventIds } });
      return call(championshipsApi.setScoring, { params: { id }, body: body.scoring });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: championshipKeys.all }),
  });
}

/** Publishes a draft championship, or takes its standings down again. */
export function usePublishChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publicado }: { id: number; publicado: boolean }) =>
      call(championshipsApi.publish, { params: { id }, body: { publicado } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championshipKeys.all }),
  });
}

export function useDeleteChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(championshipsApi.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championshipKeys.all }),
  });
}

/** 'Descargar planilla': the standings as an xlsx file, a sheet per category. */
export const downloadStandings = (id: number) =>
  download(championshipsApi.export, `campeonato-${id}.xlsx`, { params: { id } });

/** The awards ceremony's PDF: the first five of each category with their points. */
export const downloadAwards = (id: number) =>
  download(championshipsApi.awards, `campeonato-${id}-premiacion.pdf`, { params: { id } });
