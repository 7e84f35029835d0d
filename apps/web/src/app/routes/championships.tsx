import { Container, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../config/paths.ts';
import { ChampionshipsList } from '../../features/championships/components/championships-list.tsx';

/** '/campeonatos': every championship, newest season first. */
export default function ChampionshipsPage() {
  return (
    <Container size="md" px="xs" py="md">
      <title>Campeonatos</title>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Campeonatos</Title>
          <Text>La clasificación de cada temporada, sumando los puntos de todas las fechas.</Text>
        </Stack>
        <ChampionshipsList standingsHref={(id) => paths.championship(id)} />
      </Stack>
    </Container>
  );
}
