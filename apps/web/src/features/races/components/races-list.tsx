import { type Race, raceMessages } from '@carreras/domain/races/race.schemas';
import { Alert, Badge, Button, Group, List, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
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
  const [editing, setEditing] = useState<Race | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Race | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Carrera eliminada correctamente');
      setDeleting(null);
    } catch (error) {
      notify.error(failureMessage(error, raceMessages.raceDeleteError));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Seleccione una carrera para gestionar sus modalidades y categorías</Text>
        <Button onClick={() => setEditing('new')}>Nueva Carrera</Button>
      </Group>
      <Alert color="blue" title="Cómo se organizan las categorías">
        <List size="sm">
          <List.Item>Las categorías se organizan por carrera.</List.Item>
          <List.Item>Las modalidades definen las distancias de cada carrera.</List.Item>
          <List.Item>Las categorías se crean dentro de cada modalidad.</List.Item>
        </List>
      </Alert>
      {races.isPending && <Loader aria-label="Cargando" />}
      {races.isError && (
        <Alert color="red" role="alert">
          {raceMessages.racesLoadError}
        </Alert>
      )}
      {races.data && races.data.length === 0 && <Text>{raceMessages.racesEmpty}</Text>}
      {races.data && races.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Descripción</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {races.data.map((race) => (
                <Table.Tr key={race.id}>
                  <Table.Td fw={600}>{race.nombre}</Table.Td>
                  <Table.Td>{race.descripcion ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge color={race.activo ? 'monte' : 'gray'} variant="light">
                      {race.activo ? 'Activa' : 'Inactiva'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" onClick={() => onManage(race)} aria-label={`Gestionar ${race.nombre}`}>
                        Gestionar
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(race)}
                        aria-label={`Editar ${race.nombre}`}
                      >
                        Editar
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(race)}
                        aria-label={`Eliminar ${race.nombre}`}
                      >
                        Eliminar
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Nueva Carrera' : 'Editar Carrera'}
      >
        {editing !== null && <RaceForm race={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Eliminar carrera"
        message={`¿Está seguro de que desea eliminar la carrera ${deleting?.nombre ?? ''}? También se eliminarán todas sus modalidades y categorías.`}
        confirmLabel="Eliminar"
        danger
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
