import { type Category, raceMessages } from '@carreras/domain/races/race.schemas';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useRaceCategories, useRaceModalities } from '../api/get-race-structure.ts';
import { useDeleteCategory } from '../api/save-category.ts';
import { CategoryForm } from './category-form.tsx';
import { ageRangeLabel, SEX_LABELS } from './category-labels.ts';

const SEX_COLORS = { M: 'blue', F: 'pink', MIXTO: 'grape' } as const;

/** The categories of one race, with their new / edit form. */
export function CategoriesPanel({ raceId }: { raceId: number }) {
  const categories = useRaceCategories(raceId);
  const modalities = useRaceModalities(raceId);
  const remove = useDeleteCategory(raceId);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Categoría eliminada correctamente');
      setDeleting(null);
    } catch (error) {
      notify.error(failureMessage(error, raceMessages.categoryDeleteError));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Categorías</Text>
        <Button onClick={() => setEditing('new')} disabled={!modalities.data}>
          Nueva Categoría
        </Button>
      </Group>
      {modalities.data && modalities.data.length === 0 && <Alert color="yellow">{raceMessages.noModalities}</Alert>}
      {categories.isPending && <Loader aria-label="Cargando" />}
      {(categories.isError || modalities.isError) && (
        <Alert color="red" role="alert">
          {raceMessages.raceLoadError}
        </Alert>
      )}
      {categories.data && categories.data.length === 0 && <Text>{raceMessages.categoriesEmpty}</Text>}
      {categories.data && categories.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Modalidad</Table.Th>
                <Table.Th>Sexo</Table.Th>
                <Table.Th>Edades</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.data.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td fw={600}>{category.nombre}</Table.Td>
                  <Table.Td>
                    {category.modality_name} ({category.distancia} km)
                  </Table.Td>
                  <Table.Td>
                    <Badge color={SEX_COLORS[category.sexo]} variant="light">
                      {SEX_LABELS[category.sexo]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{ageRangeLabel(category)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(category)}
                        aria-label={`Editar ${category.nombre}`}
                      >
                        Editar
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(category)}
                        aria-label={`Eliminar ${category.nombre}`}
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
        title={editing === 'new' ? 'Nueva Categoría' : 'Editar Categoría'}
      >
        {editing !== null && modalities.data && (
          <CategoryForm
            raceId={raceId}
            modalities={modalities.data}
            category={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Eliminar categoría"
        message={`¿Está seguro de que desea eliminar la categoría ${deleting?.nombre ?? ''}?`}
        confirmLabel="Eliminar"
        danger
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
