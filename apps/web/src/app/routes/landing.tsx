import { Box, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { organiser } from '../../config/organiser.ts';
import { paths } from '../../config/paths.ts';
import { CurrentEvent } from '../../features/events/components/current-event.tsx';
import classes from './landing.module.css';

export default function LandingPage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Stack gap="md" maw={640}>
            <Title order={1} className={classes.heroTitle}>
              {organiser.name}
            </Title>
            <Text size="lg" className={classes.heroText}>
              Carreras de mountain bike en Tucumán. Registrate una vez y elegí tu distancia y categoría en cada evento.
            </Text>
            <Group>
              <Button component={Link} to={paths.register} size="md" variant="white">
                Registro Corredor
              </Button>
              <Button component={Link} to={paths.enrol} size="md" variant="outline" color="white">
                Inscripción Carrera
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xl">
          <section aria-labelledby="evento-title">
            <Title order={2} id="evento-title" size="h3" mb="md">
              Próximo evento
            </Title>
            <CurrentEvent />
          </section>
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
                El pago se realiza en persona el día del evento. Presentá tu DNI para retirar el kit.
              </List.Item>
            </List>
          </section>
        </Stack>
      </Container>
    </>
  );
}
