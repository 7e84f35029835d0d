import { Container, Stack } from '@mantine/core';
import { paths } from '../../config/paths.ts';
import { ChampionshipsLinks } from '../../features/championships/components/championships-list.tsx';
import { EditionsHeading, EditionsList } from '../../features/results-hub/components/editions-list.tsx';

/** '/resultados': every edition with results, newest first, all year. */
export default function ResultsHubPage() {
  return (
    <Container size="md" px="xs" py="md">
      <title>Resultados</title>
      <Stack gap="md">
        <EditionsHeading />
        <ChampionshipsLinks standingsHref={(id) => paths.championship(id)} listHref={paths.championships} />
        <EditionsList resultsHref={paths.eventResults} />
      </Stack>
    </Container>
  );
}
