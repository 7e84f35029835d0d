import { championshipMessages } from '@carreras/domain/championships/championship.messages';
import { Alert, Loader } from '@mantine/core';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useStandings } from '../api/get-standings.ts';
import { StandingsView } from './standings-view.tsx';

interface PublicStandingsProps {
  id: number;
  category: string;
  onCategoryChange: (category: string) => void;
}

/** '/campeonatos/{id}': a championship's standings as anyone reads them. */
export function PublicStandings({ id, category, onCategoryChange }: PublicStandingsProps) {
  const standings = useStandings(id);
  if (standings.isPending) return <Loader aria-label="Cargando clasificación" />;
  if (standings.isError) {
    if (standings.error instanceof ApiError && standings.error.status === 404) {
      return (
        <Alert color="gray" role="alert" title={championshipMessages.championshipNotFound}>
          Revisá el enlace o elegí un campeonato de la lista.
        </Alert>
      );
    }
    return (
      <LoadFailure
        title="Error al cargar la clasificación"
        error={standings.error}
        fallback="No se pudo cargar la clasificación"
        onRetry={() => void standings.refetch()}
      />
    );
  }
  return (
    <>
      <title>{`${standings.data.championship.nombre} · Clasificación`}</title>
      <StandingsView standings={standings.data} category={category} onCategoryChange={onCategoryChange} />
    </>
  );
}
