import { todayInOrganiserZone } from '@carreras/domain/dates';
import { importEventWarning, pickImportEvent } from '@carreras/domain/imports/import-event';
import { Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useEventList } from '../../../api/events.ts';
import { paths } from '../../../config/paths.ts';
import { ImportSheetScreen } from '../../../features/imports/components/import-sheet-screen.tsx';
import { eventOptionLabel, useEventChoice } from '../../../hooks/use-event-choice.ts';

/**
 * /admin/import?event=: 'Importar planilla' of runners and inscriptions into the chosen event. Without an event
 * in the address it opens on the edition taking inscriptions (decision 016), else as every back-office screen.
 */
export default function AdminImportSheetPage() {
  const events = useEventList('admin');
  const [params, setParams] = useSearchParams();
  const open = events.data && params.get('event') === null ? pickImportEvent(events.data) : null;
  useEffect(() => {
    if (open)
      setParams((now) => new URLSearchParams({ ...Object.fromEntries(now), event: String(open.id) }), {
        replace: true,
      });
  }, [open, setParams]);
  // While the address moves to the open edition, the shared choice waits rather than picking another.
  const { choice, eventId, setChoice } = useEventChoice(open ? undefined : events.data);
  const chosen = events.data?.find((event) => event.id === eventId);
  const warning = chosen ? importEventWarning(chosen, todayInOrganiserZone()) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Importar planilla</Title>
        <Button
          component={Link}
          to={eventId === undefined ? paths.admin.inscriptions : `${paths.admin.inscriptions}?event=${eventId}`}
          variant="default"
        >
          Volver a Inscripciones
        </Button>
      </Group>
      <Select
        label="Evento"
        placeholder={events.isPending ? 'Cargando…' : 'Seleccione un evento'}
        maw={420}
        data={(events.data ?? []).map((event) => ({ value: String(event.id), label: eventOptionLabel(event) }))}
        value={eventId === undefined ? null : String(eventId)}
        onChange={(value) => {
          if (value !== null) setChoice(Number(value));
        }}
        allowDeselect={false}
        error={events.isError ? 'Error al cargar los datos' : undefined}
      />
      {choice === undefined && !events.isError && <Loader aria-label="Cargando" />}
      {choice === null && <Text>No hay eventos. Cree uno antes de importar.</Text>}
      {eventId !== undefined && <ImportSheetScreen key={eventId} eventId={eventId} warning={warning} />}
    </Stack>
  );
}
