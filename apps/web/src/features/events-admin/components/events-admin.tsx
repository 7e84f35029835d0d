import type { DuplicateChoice } from '@carreras/domain/events/duplicate-event';
import { type Event, eventMessages } from '@carreras/domain/events/event.schemas';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useAdminEvents } from '../api/get-admin-events.ts';
import { useRacesForEvents } from '../api/get-race-options.ts';
import { useDeleteEvent, useDuplicateEvent } from '../api/save-event.ts';
import { DuplicateEventDialog } from './duplicate-event-dialog.tsx';
import { EventForm } from './event-form.tsx';
import { EventsTable } from './events-table.tsx';

/** Gestión de Eventos: the events table, or the new / edit form in its place. */
export function EventsAdmin() {
  const events = useAdminEvents();
  const races = useRacesForEvents();
  const remove = useDeleteEvent();
  const duplicate = useDuplicateEvent();
  const [editing, setEditing] = useState<Event | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const [duplicating, setDuplicating] = useState<Event | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(eventMessages.deleted);
      setDeleting(null);
    } catch (error) {
      notify.error(failureMessage(error, eventMessages.deleteError));
    }
  };

  const duplicateEvent = async (choice: DuplicateChoice) => {
    if (!duplicating) return;
    try {
      const copy = await duplicate.mutateAsync({ id: duplicating.id, choice });
      notify.success(`Evento duplicado: ${copy.nombre} (inactivo hasta que lo revise y active)`);
      setDuplicating(null);
    } catch (error) {
      notify.error(failureMessage(error, 'Error al duplicar el evento'));
    }
  };

  if (editing !== null) {
    return (
      <Stack gap="md">
        <Title order={2}>{editing === 'new' ? 'Nuevo Evento' : 'Editar Evento'}</Title>
        {races.isPending && <Loader aria-label="Cargando" />}
        {races.isError && (
          <Alert color="red" role="alert">
            Error al cargar los datos
          </Alert>
        )}
        {races.data && (
          <EventForm event={editing === 'new' ? null : editing} races={races.data} onDone={() => setEditing(null)} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>Nuevo Evento</Button>
      </Group>
      {events.isPending && <Loader aria-label="Cargando" />}
      {events.isError && (
        <Alert color="red" role="alert">
          Error al cargar los datos
        </Alert>
      )}
      {events.data && events.data.length === 0 && <Text>{eventMessages.listEmpty}</Text>}
      {events.data && events.data.length > 0 && (
        <EventsTable
          events={events.data}
          duplicatingId={duplicate.isPending ? (duplicate.variables?.id ?? null) : null}
          onEdit={setEditing}
          onDelete={setDeleting}
          onDuplicate={setDuplicating}
        />
      )}
      <DuplicateEventDialog
        event={duplicating}
        pending={duplicate.isPending}
        onConfirm={duplicateEvent}
        onClose={() => setDuplicating(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Eliminar evento"
        message={eventMessages.deleteConfirm}
        confirmLabel="Eliminar"
        danger
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
