import { formatIsoDateEsAr, todayInOrganiserZone } from '@carreras/domain/dates';
import type { Event } from '@carreras/domain/events/event.schemas';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { LANDING_OFFERS } from '@carreras/domain/events/landing-data';
import { Alert, Anchor, Badge, Button, Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentEvent, useEventCategories, useOpenEvents } from '../../../api/events.ts';
import { paths } from '../../../config/paths.ts';
import { groupByDistance } from './category-ages.ts';
import { EditionOffer, EventFees } from './event-fees.tsx';
import { leadOpenEdition, useLandingMoment } from './race-day.tsx';

export const landingTexts = {
  loadError: 'No se pudo cargar la información del evento. Intentá más tarde.',
  noEvent: 'Todavía no hay un próximo evento publicado. ¡Volvé pronto!',
  open: 'Inscripciones abiertas',
  closed: 'Inscripciones cerradas',
  closedNote: 'Las inscripciones para este evento no están abiertas en este momento.',
  categoriesError: 'No se pudieron cargar las categorías del evento.',
  liveResults: 'Ver resultados en vivo',
  otherOpen: 'También con inscripciones abiertas',
  allOpen: 'Ver todas las ediciones con inscripciones abiertas',
} as const;

/**
 * The current event (D17) may be today's race, closed for registration, while next month's edition is
 * already open: a runner looking for where to sign up still finds it here.
 */
function OtherOpenEvents({ currentId }: { currentId: number }) {
  const open = useOpenEvents();
  const moment = useLandingMoment();
  // On race day the lead above already offers one open edition, with its price: it is not listed twice.
  const inLead = moment ? leadOpenEdition(moment)?.id : undefined;
  // As many as the page arrives with the prices and places of; the inscription page lists every one.
  const offered = (open.data ?? []).filter((event) => event.id !== currentId);
  const others = offered.slice(0, LANDING_OFFERS).filter((event) => event.id !== inLead);
  const more = offered.length > LANDING_OFFERS;
  if (others.length === 0 && !more) return null;
  return (
    <Card withBorder padding="lg">
      <Title order={3} size="h4" mb="sm">
        {landingTexts.otherOpen}
      </Title>
      <Stack gap="sm">
        {others.map((event) => (
          <Group key={event.id} justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text>
                <Text span fw={600}>
                  {event.nombre}
                </Text>{' '}
                · {formatIsoDateEsAr(event.fecha)} · {event.lugar}
              </Text>
              <EditionOffer eventId={event.id} />
            </Stack>
            <Button component={Link} to={paths.enrol} variant="light" aria-label={`Inscribirme en ${event.nombre}`}>
              Inscribirme
            </Button>
          </Group>
        ))}
        {more && (
          <Anchor component={Link} to={paths.enrol}>
            {landingTexts.allOpen}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function EventCategories({ eventId }: { eventId: number }) {
  const categories = useEventCategories(eventId);
  if (categories.isPending) return <Loader size="sm" aria-label="Cargando opciones" />;
  if (categories.isError) {
    return (
      <Alert color="red" role="alert">
        {landingTexts.categoriesError}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {groupByDistance(categories.data.categories).map((group) => (
        <Card key={group.distancia} withBorder padding="lg">
          <Title order={4} mb="sm">
            Categorías {group.distancia} km{group.modalidad ? ` · ${group.modalidad}` : ''}
          </Title>
          <List spacing={4}>
            {group.categories.map((category) => (
              <List.Item key={`${category.nombre}-${category.edades}`}>
                <Text span fw={600}>
                  {category.nombre}
                </Text>{' '}
                <Text span>{category.edades}</Text>
              </List.Item>
            ))}
          </List>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function EventDetails({ event }: { event: Event }) {
  const open = isEventOpen(event);
  const raceDay = event.fecha === todayInOrganiserZone();
  return (
    <Stack gap="lg">
      <Card withBorder shadow="sm" padding="lg">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start">
            <Title order={3} size="h2">
              {event.nombre}
            </Title>
            <Badge color={open ? 'monte' : 'gray'} size="lg" variant="light">
              {open ? landingTexts.open : landingTexts.closed}
            </Badge>
          </Group>
          <Text>
            <strong>Fecha:</strong> {formatIsoDateEsAr(event.fecha)}
          </Text>
          <Text>
            <strong>Lugar:</strong> {event.lugar}
          </Text>
          <Text>
            <strong>Inscripciones:</strong> del {formatIsoDateEsAr(event.fechaAperturaInscripciones)} al{' '}
            {formatIsoDateEsAr(event.fechaCierreInscripciones)}
          </Text>
          <EventFees eventId={event.id} open={open} />
          {event.descripcion && <Text>{event.descripcion}</Text>}
          {raceDay && (
            <Group mt="sm">
              <Button component={Link} to={paths.results(event.id)} size="md" variant="outline">
                {landingTexts.liveResults}
              </Button>
            </Group>
          )}
          {open ? (
            <Group mt="sm">
              <Button component={Link} to={paths.enrol} size="md">
                Inscribirme ahora
              </Button>
            </Group>
          ) : (
            <Text fw={600}>{landingTexts.closedNote}</Text>
          )}
        </Stack>
      </Card>
      <OtherOpenEvents currentId={event.id} />
      <EventCategories eventId={event.id} />
    </Stack>
  );
}

/** The landing's event block (D17): what the database says, or an honest message. */
export function CurrentEvent() {
  const current = useCurrentEvent();
  if (current.isPending) return <Loader aria-label="Cargando" />;
  if (current.isError) {
    return (
      <Alert color="red" role="alert">
        {landingTexts.loadError}
      </Alert>
    );
  }
  if (!current.data) return <Text>{landingTexts.noEvent}</Text>;
  return <EventDetails event={current.data} />;
}
