import type { ChampionshipSummary } from '@carreras/domain/championships/championship.schemas';
import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useChampionships } from '../api/get-championships.ts';

/** Newest season first, then by name. */
export const byNewestSeason = (championships: ChampionshipSummary[]) =>
  [...championships].sort((a, b) => b.anio - a.anio || a.nombre.localeCompare(b.nombre, 'es'));

const datesLabel = (dates: number) => (dates === 1 ? '1 fecha' : `${dates} fechas`);

/** '/campeonatos': every championship; a tap opens its standings. */
export function ChampionshipsList({ standingsHref }: { standingsHref: (id: number) => string }) {
  const championships = useChampionships();
  if (championships.isPending) return <Loader aria-label="Cargando campeonatos" />;
  if (championships.isError) {
    return (
      <LoadFailure
        title="Error al cargar los campeonatos"
        error={championships.error}
        fallback="No se pudieron cargar los campeonatos"
        onRetry={() => void championships.refetch()}
      />
    );
  }
  if (championships.data.length === 0) {
    return (
      <Text role="status" c="dimmed">
        Todavía no hay campeonatos publicados.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Campeonatos">
      {byNewestSeason(championships.data).map((championship) => (
        <li key={championship.id}>
          <Card withBorder padding="md">
            <Anchor component={Link} to={standingsHref(championship.id)} fw={700} size="lg">
              {championship.nombre}
            </Anchor>
            <Text size="sm" c="dimmed">
              Temporada {championship.anio} · {datesLabel(championship.dates)}
            </Text>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The results hub's and the landing's way to the championships: nothing while there is none (or the list
 * cannot be read: the page it sits on matters more), a link to each otherwise.
 */
export function ChampionshipsLinks({
  standingsHref,
  listHref,
}: {
  standingsHref: (id: number) => string;
  listHref: string;
}) {
  const championships = useChampionships();
  const list = championships.data ?? [];
  if (list.length === 0) return null;
  const newest = byNewestSeason(list).slice(0, 3);
  return (
    <section aria-labelledby="campeonatos-title">
      <Title order={2} id="campeonatos-title" size="h3" mb="xs">
        Campeonatos
      </Title>
      <Stack gap={4}>
        {newest.map((championship) => (
          <Anchor key={championship.id} component={Link} to={standingsHref(championship.id)}>
            {championship.nombre} ({championship.anio})
          </Anchor>
        ))}
        {list.length > newest.length && (
          <Anchor component={Link} to={listHref}>
            Ver todos los campeonatos
          </Anchor>
        )}
      </Stack>
    </section>
  );
}
