import type { ChampionshipSummary } from '@carreras/domain/championships/championship.schemas';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useEventList } from '../../../api/events.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useChampionships } from '../api/get-championships.ts';
import { useAdminChampionship, useDeleteChampionship } from '../api/save-championship.ts';
import { championshipAdminTexts as t } from './championship-admin-texts.ts';
import { ChampionshipForm } from './championship-form.tsx';
import { byNewestSeason } from './championships-list.tsx';

/** The form of an existing championship, once its dates and scoring are read. */
function EditChampionship({ id, onDone }: { id: number; onDone: () => void }) {
  const championship = useAdminChampionship(id);
  const events = useEventList('admin');
  if (championship.isPending || events.isPending) return <Loader aria-label="Cargando" />;
  if (championship.isError || events.isError) {
    return (
      <LoadFailure
        title="Error al cargar los datos"
        error={championship.error ?? events.error}
        fallback="No se pudo cargar el campeonato"
        onRetry={() => void Promise.all([championship.refetch(), events.refetch()])}
      />
    );
  }
  return <ChampionshipForm championship={championship.data} events={events.data} onDone={onDone} />;
}

function NewChampionship({ onDone }: { onDone: () => void }) {
  const events = useEventList('admin');
  if (events.isPending) return <Loader aria-label="Cargando" />;
  if (events.isError) {
    return (
      <LoadFailure
        title="Error al cargar los eventos"
        error={events.error}
        fallback="No se pudieron cargar los eventos"
        onRetry={() => void events.refetch()}
      />
    );
  }
  return <ChampionshipForm championship={null} events={events.data} onDone={onDone} />;
}

/** Gestión de Campeonatos: the list, or the new / edit form in its place. */
export function ChampionshipsAdmin({ standingsHref }: { standingsHref: (id: number) => string }) {
  const championships = useChampionships();
  const remove = useDeleteChampionship();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ChampionshipSummary | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t.deleted);
      setDeleting(null);
    } catch (error) {
      notify.error(failureMessage(error, t.deleteError));
    }
  };

  if (editing !== null) {
    const done = () => setEditing(null);
    return (
      <Stack gap="md">
        <Title order={2}>{editing === 'new' ? 'Nuevo Campeonato' : 'Editar Campeonato'}</Title>
        {editing === 'new' ? <NewChampionship onDone={done} /> : <EditChampionship id={editing} onDone={done} />}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>Nuevo Campeonato</Button>
      </Group>
      {championships.isPending && <Loader aria-label="Cargando" />}
      {championships.isError && (
        <Alert color="red" role="alert">
          Error al cargar los datos
        </Alert>
      )}
      {championships.data?.length === 0 && <Text>{t.listEmpty}</Text>}
      {championships.data && championships.data.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Año</Table.Th>
                <Table.Th>Fechas</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {byNewestSeason(championships.data).map((championship) => (
                <Table.Tr key={championship.id}>
                  <Table.Td>
                    <Anchor component={Link} to={standingsHref(championship.id)}>
                      {championship.nombre}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{championship.anio}</Table.Td>
                  <Table.Td>{championship.dates}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={`Editar ${championship.nombre}`}
                        onClick={() => setEditing(championship.id)}
                      >
                        Editar
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        aria-label={`Eliminar ${championship.nombre}`}
                        onClick={() => setDeleting(championship)}
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
      <ConfirmDialog
        opened={deleting !== null}
        title="Eliminar campeonato"
        message={deleting ? t.deleteConfirm(deleting.nombre) : ''}
        confirmLabel="Eliminar"
        danger
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
