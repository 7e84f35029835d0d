import { type Modality, raceMessages } from '@carreras/domain/races/race.schemas';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useRaceModalities } from '../api/get-race-structure.ts';
import { useDeleteModality } from '../api/save-modality.ts';
import { ModalityForm } from './modality-form.tsx';

/** The modalities (distances) of one race, with their new / edit form. */
export function ModalitiesPanel({ raceId }: { raceId: number }) {
  const modalities = useRaceModalities(raceId);
  const remove = useDeleteModality(raceId);
  const [editing, setEditing] = useState<Modality | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Modality | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Modalidad eliminada correctamente');
      setDeleting(null);
    } catch (error) {
      notify.error(failureMessage(error, raceMessages.modalityDeleteError));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Modalidades</Text>
        <Button onClick={() => setEditing('new')}>Nueva Modalidad</Button>
      </Group>
      {modalities.isPending && <Loader aria-label="Cargando" />}
      {modalities.isError && (
        <Alert color="red" role="alert">
          {raceMessages.raceLoadError}
        </Alert>
      )}
      {modalities.data && modalities.data.length === 0 && <Text>{raceMessages.modalitiesEmpty}</Text>}
      {modalities.data && modalities.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Distancia</Table.Th>
                <Table.Th>Descripción</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {modalities.data.map((modality) => (
                <Table.Tr key={modality.id}>
                  <Table.Td fw={600}>{modality.nombre}</Table.Td>
                  <Table.Td>{modality.distancia} km</Table.Td>
                  <Table.Td>{modality.descripcion ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge color={modality.activo ? 'monte' : 'gray'} variant="light">
                      {modality.activo ? 'Activa' : 'Inactiva'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(modality)}
                        aria-label={`Editar ${modality.nombre}`}
                      >
                        Editar
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(modality)}
                        aria-label={`Eliminar ${modality.nombre}`}
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
        title={editing === 'new' ? 'Nueva Modalidad' : 'Editar Modalidad'}
      >
        {editing !== null && (
          <ModalityForm raceId={raceId} modality={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Eliminar modalidad"
        message={`¿Está seguro de que desea eliminar la modalidad ${deleting?.nombre ?? ''}? También se eliminarán sus categorías.`}
        confirmLabel="Eliminar"
        danger
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
