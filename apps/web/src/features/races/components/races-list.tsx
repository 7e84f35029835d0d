import { type Race, raceMessages } from '@carreras/domain/races/race.schemas';
import { Alert, Badge, Button, List } from '@mantine/core';
import { CrudListPanel } from '../../../components/crud-list-panel.tsx';
import { useRaces } from '../api/get-races.ts';
import { useDeleteRace } from '../api/save-race.ts';
import { RaceForm } from './race-form.tsx';

interface RacesListProps {
  onManage: (race: Race) => void;
}

/** Race selection mode: every race with Gestionar / Editar / Eliminar, and Nueva Carrera. */
export function RacesList({ onManage }: RacesListProps) {
  const races = useRaces();
  const remove = useDeleteRace();

  return (
    <CrudListPanel<Race>
      heading="Seleccione una carrera para gestionar sus modalidades y categorías"
      newLabel="Nueva Carrera"
      editTitle="Editar Carrera"
      notice={
        <Alert color="blue" title="Cómo se organizan las categorías">
          <List size="sm">
            <List.Item>Las categorías se organizan por carrera.</List.Item>
            <List.Item>Las modalidades definen las distancias de cada carrera.</List.Item>
            <List.Item>Las categorías se crean dentro de cada modalidad.</List.Item>
          </List>
        </Alert>
      }
      rows={races.data}
      loading={races.isPending}
      loadError={races.isError ? raceMessages.racesLoadError : null}
      emptyText={raceMessages.racesEmpty}
      highlightOnHover
      columns={[
        { header: 'Nombre', cell: (race) => race.nombre, cellProps: { fw: 600 } },
        { header: 'Descripción', cell: (race) => race.descripcion ?? '' },
        {
          header: 'Estado',
          cell: (race) => (
            <Badge color={race.activo ? 'monte' : 'gray'} variant="light">
              {race.activo ? 'Activa' : 'Inactiva'}
            </Badge>
          ),
        },
      ]}
      rowActions={(race) => (
        <Button size="xs" onClick={() => onManage(race)} aria-label={`Gestionar ${race.nombre}`}>
          Gestionar
        </Button>
      )}
      form={(race, done) => <RaceForm race={race} onDone={done} />}
      remove={{
        run: (race) => remove.mutateAsync(race.id),
        pending: remove.isPending,
        title: 'Eliminar carrera',
        question: (name) =>
          `¿Está seguro de que desea eliminar la carrera ${name}? También se eliminarán todas sus modalidades y categorías.`,
        success: 'Carrera eliminada correctamente',
        failure: raceMessages.raceDeleteError,
      }}
    />
  );
}
