import { Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useEventList } from '../../../api/events.ts';
import { paths } from '../../../config/paths.ts';
import { ImportSheetScreen } from '../../../features/imports/components/import-sheet-screen.tsx';
import { eventOptionLabel, useEventChoice } from '../../../hooks/use-event-choice.ts';

/** /admin/import?event=: 'Importar planilla' of runners and inscriptions into the chosen event. */
export default function AdminImportSheetPage() {
  const events = useEventList('admin');
  const { choice, eventId, setChoice } = useEventChoice(events.data);

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
      {eventId !== undefined && <ImportSheetScreen key={eventId} eventId={eventId} />}
    </Stack>
  );
}
