import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { eventMessages } from '@carreras/domain/events/event.schemas';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAdminEvent, useEventStats } from '../api/get-admin-events.ts';
import { EventMails } from './event-mails.tsx';

export function EventNotFound() {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" role="alert">
        {eventMessages.eventNotFound}
      </Alert>
      <Button component={Link} to={paths.admin.events}>
        Volver a Eventos
      </Button>
    </Stack>
  );
}

/**
 * One event: its data, the three inscription counters and the cards to its grid, reports and timing.
 * `placesSettings` is the places feature's panel, composed by the route (features never import each other).
 */
export function EventDetail({ id, placesSettings }: { id: number; placesSettings: ReactNode }) {
  const event = useAdminEvent(id);
  const stats = useEventStats(id);

  if (event.isPending) return <Loader aria-label="Cargando" />;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.status === 404) return <EventNotFound />;
    return (
      <Alert color="red" role="alert">
        {eventMessages.loadError}
      </Alert>
    );
  }

  const counters = [
    { label: 'Total Inscripciones', value: stats.data?.totalInscriptions },
    { label: 'Confirmadas', value: stats.data?.confirmedInscriptions },
    { label: 'Pendientes', value: stats.data?.pendingInscriptions },
  ];
  const cards = [
    {
      to: paths.admin.inscriptionsGridForEvent(id),
      title: 'Inscripciones',
      text: 'Pagos, asistencia, dorsales y exportaciones',
    },
    { to: paths.admin.eventReports(id), title: 'Reportes', text: 'Estadísticas por distancia y categoría' },
    { to: paths.admin.eventTiming(id), title: 'Cronometraje', text: 'Largadas, tiempos y resultados' },
    { to: paths.admin.eventReminders(id), title: 'Recordatorios', text: 'WhatsApp a corredores y lista de espera' },
    {
      to: paths.admin.importSheet(id),
      title: 'Importar planilla',
      text: 'Corredores e inscripciones desde Google Forms o Excel',
    },
  ];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.events}>
        ← Volver a Eventos
      </Anchor>
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>{event.data.nombre}</Title>
          <Badge color={event.data.activo ? 'monte' : 'gray'} variant="light">
            {event.data.activo ? 'Activo' : 'Inactivo'}
          </Badge>
        </Group>
        <Text>
          {formatIsoDateEsAr(event.data.fecha)} · {event.data.lugar}
        </Text>
      </Stack>
      {stats.isError && (
        <Alert color="red" role="alert">
          {eventMessages.loadError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {counters.map((counter) => (
          <Card key={counter.label} withBorder padding="lg">
            <Text fw={600}>{counter.label}</Text>
            {stats.isPending ? (
              <Loader size="sm" aria-label="Cargando" />
            ) : (
              <Text fz={36} fw={800} c="monte.9">
                {counter.value ?? '—'}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {cards.map((card) => (
          <Card key={card.title} withBorder padding="lg" component={Link} to={card.to}>
            <Text fw={700} c="monte.9">
              {card.title}
            </Text>
            <Text size="sm">{card.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
      {placesSettings}
      <EventMails eventId={id} evento={event.data.nombre} organizador={event.data.race.nombre} />
    </Stack>
  );
}
