import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useEditions } from '../api/get-editions.ts';
import classes from './results-hub.module.css';

/** Every edition with results, newest first; a tap opens its results. */
export function EditionsList({ resultsHref }: { resultsHref: (eventId: number) => string }) {
  const editions = useEditions();
  if (editions.isPending) return <Loader aria-label="Cargando ediciones" />;
  if (editions.isError) {
    return (
      <LoadFailure
        title="Error al cargar los resultados"
        error={editions.error}
        fallback="No se pudieron cargar las ediciones"
        onRetry={() => void editions.refetch()}
      />
    );
  }
  if (editions.data.editions.length === 0) {
    return (
      <Text role="status" c="dimmed">
        Todavía no hay resultados publicados. Aparecen acá cuando empieza el cronometraje de una carrera.
      </Text>
    );
  }
  return (
    <ul className={classes.editions} aria-label="Ediciones con resultados">
      {editions.data.editions.map((edition) => (
        <li key={edition.eventId}>
          <Card component={Link} to={resultsHref(edition.eventId)} withBorder padding="md" className={classes.edition}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Text fw={700} size="lg" className={classes.editionName}>
                  {edition.nombre}
                </Text>
                <Text size="sm">
                  {formatIsoDateEsAr(edition.fecha)} · {edition.lugar}
                </Text>
                <Text size="sm" c="dimmed">
                  {edition.finishers === 1 ? '1 corredor llegó' : `${edition.finishers} corredores llegaron`}
                </Text>
              </Stack>
              {!edition.finished && (
                <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                  En vivo
                </Badge>
              )}
            </Group>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function EditionsHeading() {
  return (
    <Stack gap={4}>
      <Title order={1}>Resultados</Title>
      <Text>Buscá tu carrera y encontrá tu tiempo, tu posición y tu diploma.</Text>
    </Stack>
  );
}
