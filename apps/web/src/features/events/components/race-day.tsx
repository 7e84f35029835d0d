import { formatIsoDateEsAr, todayInOrganiserZone } from '@carreras/domain/dates';
import type { Event } from '@carreras/domain/events/event.schemas';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useActiveEvents } from '../api/get-active-events.ts';
import { EditionOffer } from './event-fees.tsx';
import classes from './race-day.module.css';

export interface LandingMoment {
  /** The current event (D17) when it is today in the organiser's zone. */
  today: Event | null;
  /** Events taking inscriptions now, in D17 order. */
  open: Event[];
  /** The latest edition already raced (its date before today). */
  lastEdition: Event | null;
}

/** What the landing leads with, from the active events in the server's D17 order. */
export function landingMoment(events: Event[], today: string = todayInOrganiserZone()): LandingMoment {
  const current = events[0];
  const past = events.filter((event) => event.fecha < today).sort((a, b) => b.fecha.localeCompare(a.fecha));
  return {
    today: current && current.fecha === today ? current : null,
    open: events.filter((event) => isEventOpen(event)),
    lastEdition: past[0] ?? null,
  };
}

/** The landing's moment, or null while the events load or when they could not be read. */
export function useLandingMoment(): LandingMoment | null {
  const events = useActiveEvents();
  return events.data ? landingMoment(events.data) : null;
}

/** The edition the race-day lead offers for inscription beside today's race, if any. */
export function leadOpenEdition(moment: LandingMoment): Event | null {
  const { today } = moment;
  if (!today) return null;
  return moment.open.find((event) => event.id !== today.id) ?? (isEventOpen(today) ? today : null);
}

/**
 * Race day (the current event is today): 'Hoy: {evento}' with a large 'Ver resultados en vivo', and an
 * equal 'Inscribirme' card for an edition open for inscriptions.
 */
export function RaceDayLead({ moment }: { moment: LandingMoment }) {
  const { today } = moment;
  if (!today) return null;
  const openOther = leadOpenEdition(moment);
  return (
    <SimpleGrid cols={{ base: 1, sm: openOther ? 2 : 1 }} spacing="md" className={classes.lead}>
      <Card padding="lg" radius="md" className={classes.card}>
        <Stack gap="xs" h="100%" justify="space-between">
          <div>
            <Title order={2} className={classes.title}>
              Hoy: {today.nombre}
            </Title>
            <Text c="dimmed">{today.lugar}</Text>
          </div>
          <Button component={Link} to={paths.results(today.id)} size="xl" fullWidth>
            Ver resultados en vivo
          </Button>
        </Stack>
      </Card>
      {openOther && (
        <Card padding="lg" radius="md" className={classes.card}>
          <Stack gap="xs" h="100%" justify="space-between">
            <div>
              <Title order={2} className={classes.title}>
                {openOther.nombre}
              </Title>
              <Text c="dimmed">
                Inscripciones abiertas hasta el {formatIsoDateEsAr(openOther.fechaCierreInscripciones)}
              </Text>
              <EditionOffer eventId={openOther.id} />
            </div>
            <Button component={Link} to={paths.enrol} size="xl" fullWidth variant="outline">
              Inscribirme
            </Button>
          </Stack>
        </Card>
      )}
    </SimpleGrid>
  );
}
