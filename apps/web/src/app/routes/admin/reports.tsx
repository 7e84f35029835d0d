import { Anchor, Button, Group, Select, Stack, Title } from '@mantine/core';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useReportEvents } from '../../../features/reports/api/get-reports.ts';
import { ReportsView } from '../../../features/reports/components/reports-view.tsx';
import { eventRouteId } from './event-detail.tsx';

/** /admin/reports: every event, or the one chosen in the selector (?event=id). */
export default function AdminReportsPage() {
  const [params, setParams] = useSearchParams();
  const events = useReportEvents();
  const eventId = eventRouteId(params.get('event') ?? undefined) ?? undefined;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Reportes</Title>
        <Button component={Link} to={paths.admin.dashboard} variant="default">
          Volver al Dashboard
        </Button>
      </Group>
      <Select
        label="Evento"
        placeholder="Todos los eventos"
        clearable
        maw={420}
        data={(events.data ?? []).map((event) => ({ value: String(event.id), label: event.nombre }))}
        value={eventId ? String(eventId) : null}
        onChange={(value) => setParams(value ? { event: value } : {})}
        error={events.isError ? 'Error al cargar los datos' : undefined}
      />
      <ReportsView eventId={eventId} />
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
