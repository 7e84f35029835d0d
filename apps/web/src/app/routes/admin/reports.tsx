import { Anchor, Button, Group, Loader, Select, Stack, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useReportEvents } from '../../../features/reports/api/get-reports.ts';
import { ReportsView } from '../../../features/reports/components/reports-view.tsx';
import { ALL_EVENTS, eventOptionLabel, useEventChoice } from '../../../hooks/use-event-choice.ts';
import { eventRouteId } from './event-detail.tsx';

/** /admin/reports: the current event (D17) by default, another one or 'Todos los eventos' from the selector (?event=). */
export default function AdminReportsPage() {
  const events = useReportEvents();
  const { choice, eventId, setChoice } = useEventChoice(events.data, { allowAll: true });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Reportes</Title>
        <Button component={Link} to={paths.admin.dashboard} variant="default">
          Volver al Panel
        </Button>
      </Group>
      <Select
        label="Evento"
        placeholder={events.isPending ? 'Cargando…' : 'Todos los eventos'}
        maw={420}
        data={[
          { value: ALL_EVENTS, label: 'Todos los eventos' },
          ...(events.data ?? []).map((event) => ({ value: String(event.id), label: eventOptionLabel(event) })),
        ]}
        value={choice === undefined || choice === null ? null : String(choice)}
        onChange={(value) => {
          if (value !== null) setChoice(value === ALL_EVENTS ? ALL_EVENTS : Number(value));
        }}
        allowDeselect={false}
        error={events.isError ? 'Error al cargar los datos' : undefined}
      />
      {choice === undefined && !events.isError ? <Loader aria-label="Cargando" /> : <ReportsView eventId={eventId} />}
    </Stack>
  );
}

/** /admin/events/{eventId}/reports (D16): the reports of that event. */
export function AdminEventReportsPage() {
  const eventId = eventRouteId(useParams().eventId);
  const events = useReportEvents();
  const event = events.data?.find((e) => e.id === eventId);
  if (eventId === null) return <Navigate to={paths.admin.reports} replace />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.event(eventId)}>
        ← Volver al evento
      </Anchor>
      <Title order={1}>Reportes{event ? ` — ${event.nombre}` : ''}</Title>
      <ReportsView eventId={eventId} />
    </Stack>
  );
}
