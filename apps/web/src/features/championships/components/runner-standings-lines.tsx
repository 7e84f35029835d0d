import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useRunnerStandings } from '../api/get-runner-standings.ts';

/**
 * A rider's place in each championship they have points in, "Campeonato X: 3º en Master A con 245 pts", each a
 * link to the standings at that category. Nothing while the rider has none, nor when the read fails: it is a
 * line beside the page's own content.
 */
export function RunnerStandingsLines({
  runnerId,
  standingsHref,
  title,
}: {
  runnerId: number | null;
  standingsHref: (id: number, category: string) => string;
  /** A heading above the lines (the profile's section). */
  title?: string;
}) {
  const lines = useRunnerStandings(runnerId);
  const standings = lines.data?.standings ?? [];
  if (standings.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label="Campeonatos">
      {title && (
        <Title order={2} size="h3">
          {title}
        </Title>
      )}
      {standings.map((line) => (
        <Group key={`${line.championshipId}-${line.categoryName}`} gap="xs" wrap="wrap">
          <Anchor component={Link} to={standingsHref(line.championshipId, line.categoryName)}>
            {line.nombre}: {line.position}º en {line.categoryName} con {line.total} pts
          </Anchor>
          {line.provisional && (
            <Badge color="yellow" variant="filled" autoContrast size="sm">
              Provisorio
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}
