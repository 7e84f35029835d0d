import { Anchor, Container, Stack } from '@mantine/core';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PublicStandings } from '../../features/championships/components/public-standings.tsx';

/** '/campeonatos/{id}?categoria=…': a championship's standings, one category at a time. */
export default function ChampionshipStandingsPage() {
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  if (!Number.isInteger(id) || id < 1) return <Navigate to={paths.notFound} replace />;
  return (
    <Container size="lg" px="xs" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={paths.championships} size="sm" className="no-print">
          Todos los campeonatos
        </Anchor>
        <PublicStandings
          id={id}
          category={search.get('categoria') ?? ''}
          onCategoryChange={(category) => setSearch({ categoria: category }, { replace: true })}
        />
      </Stack>
    </Container>
  );
}
