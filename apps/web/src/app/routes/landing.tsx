import { Anchor, Box, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { organiser } from '../../config/organiser.ts';
import { paths } from '../../config/paths.ts';
import { ChampionshipsLinks } from '../../features/championships/components/championships-list.tsx';
import { CurrentEvent } from '../../features/events/components/current-event.tsx';
import { PaymentStep } from '../../features/events/components/event-fees.tsx';
import { RaceDayLead, useLandingMoment } from '../../features/events/components/race-day.tsx';
import classes from './landing.module.css';

export default function LandingPage() {
  const moment = useLandingMoment();
  const raceDay = moment?.today != null;
  const someOpen = (moment?.open.length ?? 0) > 0;
  // Once the day is over, the last edition's results stay one tap away (on race day the lead links them).
  const lastEdition = raceDay ? null : (moment?.lastEdition ?? null);
  // The how-to's payment step speaks of the edition a runner would enrol in.
  const enrolIn = moment?.open[0]?.id ?? null;
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: raceDay ? 24 : 40, sm: raceDay ? 40 : 64 }}>
          <Stack gap="md" maw={raceDay ? undefined : 640}>
            <Title order={1} className={raceDay ? classes.heroTitleSmall : classes.heroTitle}>
              {organiser.name}
            </Title>
            {moment && <RaceDayLead moment={moment} />}
            {!raceDay && (
              <Text size="lg" className={classes.heroText}>
                Carreras de mountain bike en Tucumán. Registrate una vez y elegí tu distancia y categoría en cada
                evento.
              </Text>
            )}
            <Group>
              <Button component={Link} to={paths.register} size="md" variant="white">
                Registro Corredor
              </Button>
              {someOpen && !raceDay && (
                <Button component={Link} to={paths.enrol} size="md" variant="outline" color="white">
                  Inscripción Carrera
                </Button>
              )}
              {lastEdition && (
                <Button component={Link} to={paths.results(lastEdition.id)} size="md" variant="outline" color="white">
                  Resultados {lastEdition.nombre}
                </Button>
              )}
            </Group>
            <Anchor component={Link} to={paths.resultsHub} c="white" underline="always" fw={600}>
              Resultados de todas las ediciones
            </Anchor>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xl">
          <section aria-labelledby="evento-title">
            <Title order={2} id="evento-title" size="h3" mb="md">
              {raceDay ? 'Evento de hoy' : 'Próximo evento'}
            </Title>
            <CurrentEvent />
          </section>
          <ChampionshipsLinks standingsHref={(id) => paths.championship(id)} listHref={paths.championships} />
          <section aria-labelledby="como-title">
            <Title order={2} id="como-title" size="h3" mb="md">
              Cómo inscribirte
            </Title>
            <List type="ordered" spacing="xs">
              <List.Item>
                <Link to={paths.register}>Registrate como corredor</Link> con tu DNI y una contraseña.
              </List.Item>
              <List.Item>
                Entrá a <Link to={paths.enrol}>Inscripción Carrera</Link> y elegí evento, distancia y categoría.
              </List.Item>
              <List.Item>
                <PaymentStep eventId={enrolIn} />
              </List.Item>
            </List>
          </section>
        </Stack>
      </Container>
    </>
  );
}
