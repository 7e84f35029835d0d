import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { OUT_OF_RACE_STATUSES, RESULT_STATUS_LABELS, type ResultStatus } from '@carreras/domain/results/result-status';
import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';
import { Anchor, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRiderResult } from '../api/get-rider-result.ts';
import { finishers, formatGap, formatTime, ordinal, placeless } from './hub-format.ts';
import { LapChart } from './lap-chart.tsx';
import './print.css';
import classes from './results-hub.module.css';
import { ShareActions } from './share-actions.tsx';

/**
 * A place 'Nº de N finishers'; a rider still on course, their place now (decision 012) and how many finished; a
 * rider with none (out of the race, no passage yet) gets their status and how many finished instead, never '— de 0'.
 */
function PlaceCard({
  label,
  position,
  of,
  status,
  live,
}: {
  label: string;
  position: number | null;
  of: number;
  status: ResultStatus;
  live: boolean;
}) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {position === null ? (
        <>
          <Text fw={800} size="lg">
            {placeless(status)}
          </Text>
          {of > 0 && <Text size="sm">{finishers(of)}</Text>}
        </>
      ) : live ? (
        <>
          <Text fw={800} size="xl">
            {ordinal(position)}
          </Text>
          <Text size="sm">en este momento</Text>
          {of > 0 && <Text size="sm">{finishers(of)}</Text>}
        </>
      ) : (
        <Text fw={800} size="xl">
          {ordinal(position)}
          <Text span size="sm" fw={400}>
            {' '}
            de {of}
          </Text>
        </Text>
      )}
    </Card>
  );
}

function Gaps({ result }: { result: RiderResult }) {
  const { category, overall } = result;
  if (result.status !== 'COMPLETED') return null;
  const lines: string[] = [];
  if (category.gaps.toFirst === 0) lines.push(`Ganaste ${result.categoryName}.`);
  else if (category.gaps.toFirst !== null)
    lines.push(`Al ganador de tu categoría: ${formatGap(category.gaps.toFirst)}`);
  if (category.gaps.toAhead !== null && category.gaps.toAhead !== category.gaps.toFirst)
    lines.push(`Al corredor de adelante en tu categoría: ${formatGap(category.gaps.toAhead)}`);
  if (overall.gaps.toFirst !== null && overall.gaps.toFirst > 0)
    lines.push(`Al ganador de la general: ${formatGap(overall.gaps.toFirst)}`);
  if (overall.gaps.toAhead !== null && overall.gaps.toAhead !== overall.gaps.toFirst)
    lines.push(`Al corredor de adelante en la general: ${formatGap(overall.gaps.toAhead)}`);
  return (
    <Stack gap={2} aria-label="Diferencias">
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Stack>
  );
}

function LapsTable({ result }: { result: RiderResult }) {
  if (result.lapDetails.length === 0) {
    const over = result.finished || OUT_OF_RACE_STATUSES.has(result.status);
    return <Text c="dimmed">{over ? 'Sin pasadas registradas.' : 'Todavía no hay pasadas registradas.'}</Text>;
  }
  // A disqualified rider's laps have no place (rider-standing.ts): the column goes, the reason stays.
  const placed = result.lapDetails.some((lap) => lap.position !== null);
  return (
    <Stack gap="xs">
      {!placed && <Text c="dimmed">Sin puestos por vuelta: {RESULT_STATUS_LABELS[result.status]}.</Text>}
      <Table.ScrollContainer minWidth={300}>
        <Table striped aria-label="Tus vueltas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Vuelta</Table.Th>
              <Table.Th scope="col">Tiempo</Table.Th>
              <Table.Th scope="col">Acumulado</Table.Th>
              {placed && <Table.Th scope="col">Puesto</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.lapDetails.map((lap) => (
              <Table.Tr key={lap.lap}>
                <Table.Td>{lap.lap}</Table.Td>
                <Table.Td ff="monospace">{formatTime(lap.time)}</Table.Td>
                <Table.Td ff="monospace">{formatTime(lap.cumulative)}</Table.Td>
                {placed && (
                  <Table.Td>
                    {lap.position !== null && (
                      <Text span inherit className={classes.nowrap}>
                        {ordinal(lap.position)} de {lap.riders}
                      </Text>
                    )}
                    {lap.categoryPosition !== null && (
                      <Text span size="xs" c="dimmed" display="block">
                        {ordinal(lap.categoryPosition)} en categoría
                      </Text>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A rider's own result: positions, time, gaps, each lap with its place, the laps chart, diploma and sharing. */
export function RiderResultView({
  eventId,
  dorsal,
  resultsHref,
}: {
  eventId: number;
  dorsal: number;
  resultsHref: string;
}) {
  const query = useRiderResult(eventId, dorsal);
  const back = (
    <Anchor component={Link} to={resultsHref} className="no-print">
      ← Todos los resultados
    </Anchor>
  );
  if (query.isPending) return <Loader aria-label="Cargando resultado" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md" align="flex-start">
        <title>Resultado no encontrado</title>
        <LoadFailure
          color={missing ? 'gray' : 'red'}
          title={missing ? 'Sin resultado' : 'Error'}
          error={query.error}
          fallback="No se pudo cargar el resultado"
          onRetry={missing ? undefined : () => void query.refetch()}
        />
        {back}
      </Stack>
    );
  }
  const result = query.data;
  // A rider who never started has no laps to show; one out of the race has no more to come.
  const showLaps = result.status !== 'DNS' && (result.laps > 1 || result.lapDetails.length > 0);
  // On course while the race runs: the places are live (decision 012).
  const live = !result.finished && result.status === 'IN_PROGRESS';
  return (
    <Stack gap="lg">
      <title>{`${result.runnerName} · ${result.eventName}`}</title>
      {back}
      <Stack gap={4}>
        <Title order={1} className={classes.riderName}>
          {result.runnerName}
        </Title>
        {result.club && (
          <Text size="sm" c="dimmed" className={classes.riderClub}>
            {result.club}
          </Text>
        )}
        <Text>
          #{result.dorsal} · {result.categoryName} · {result.distance} km
          {result.groupName ? ` · ${result.groupName}` : ''}
        </Text>
        <Text c="dimmed">
          {result.eventName} · {formatIsoDateEsAr(result.eventDate)} · {result.eventPlace}
        </Text>
      </Stack>
      <Stack gap={0}>
        {result.finalTime !== null ? (
          <>
            <Text size="sm" c="dimmed">
              Tiempo total
            </Text>
            <Text className={classes.bigTime} ff="monospace">
              {formatTime(result.finalTime)}
            </Text>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Estado
            </Text>
            <Text className={classes.bigStatus}>{RESULT_STATUS_LABELS[result.status]}</Text>
          </>
        )}
        {result.penaltyTime > 0 && <Text c="red.9">Incluye una penalización de {formatTime(result.penaltyTime)}</Text>}
        {live && result.category.position !== null && (
          <Text fw={700}>{ordinal(result.category.position)} en su categoría en este momento</Text>
        )}
        {live && (
          <Text size="sm">
            En carrera: {result.completedLaps} de {result.laps} vueltas. Se actualiza solo.
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: result.sex ? 3 : 2 }} spacing="xs">
        <PlaceCard
          label="Categoría"
          position={result.category.position}
          of={result.category.of}
          status={result.status}
          live={live}
        />
        <PlaceCard
          label="General"
          position={result.overall.position}
          of={result.overall.of}
          status={result.status}
          live={live}
        />
        {result.sex && (
          <PlaceCard
            label={result.sex.label}
            position={result.sex.position}
            of={result.sex.of}
            status={result.status}
            live={live}
          />
        )}
      </SimpleGrid>
      <Gaps result={result} />
      <ShareActions result={result} pageUrl={window.location.href} />
      {showLaps ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            Tus vueltas
          </Title>
          <LapsTable result={result} />
          <LapChart laps={result.lapDetails} />
        </Stack>
      ) : null}
    </Stack>
  );
}
