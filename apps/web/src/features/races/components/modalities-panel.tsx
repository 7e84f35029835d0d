import { type Modality, raceMessages } from '@carreras/domain/races/race.schemas';
import { Badge } from '@mantine/core';
import { CrudListPanel } from '../../../components/crud-list-panel.tsx';
import { useRaceModalities } from '../api/get-race-structure.ts';
import { useDeleteModality } from '../api/save-modality.ts';
import { ModalityForm } from './modality-form.tsx';

/** The modalities (distances) of one race, with their new / edit form. */
export function ModalitiesPanel({ raceId }: { raceId: number }) {
  const modalities = useRaceModalities(raceId);
  const remove = useDeleteModality(raceId);

  return (
    <CrudListPanel<Modality>
      heading="Modalidades"
      newLabel="Nueva Modalidad"
      editTitle="Editar Modalidad"
      rows={modalities.data}
      loading={modalities.isPending}
      loadError={modalities.isError ? raceMessages.raceLoadError : null}
      emptyText={raceMessages.modalitiesEmpty}
      columns={[
        { header: 'Nombre', cell: (modality) => modality.nombre, cellProps: { fw: 600 } },
        { header: 'Distancia', cell: (modality) => `${modality.distancia} km` },
        { header: 'Descripción', cell: (modality) => modality.descripcion ?? '' },
        {
          header: 'Estado',
          cell: (modality) => (
            <Badge color={modality.activo ? 'monte' : 'gray'} variant="light">
              {modality.activo ? 'Activa' : 'Inactiva'}
            </Badge>
          ),
        },
      ]}
      form={(modality, done) => <ModalityForm raceId={raceId} modality={modality} onDone={done} />}
      remove={{
        run: (modality) => remove.mutateAsync(modality.id),
        pending: remove.isPending,
        title: 'Eliminar modalidad',
        question: (name) =>
          `¿Está seguro de que desea eliminar la modalidad ${name}? También se eliminarán sus categorías.`,
        success: 'Modalidad eliminada correctamente',
        failure: raceMessages.modalityDeleteError,
      }}
    />
  );
}
