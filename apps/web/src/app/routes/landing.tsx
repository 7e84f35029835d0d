import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { organiser } from '../../config/organiser.ts';
import { paths } from '../../config/paths.ts';
import classes from './landing.module.css';

export default function LandingPage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={64}>
          <Stack gap="md" maw={640}>
            <Title order={1} className={classes.heroTitle}>
              {organiser.name}
            </Title>
            <Text size="lg" className={classes.heroText}>
              Inscribite a las carreras de mountain bike de Tucumán: 33 km promocional y 66 km competitiva.
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
      <Container size="lg" py="xl">
        <Text>El pago se realiza en persona el día del evento. Presentá tu DNI para retirar el kit.</Text>
      </Container>
    </>
  );
}
