import { formatClockTime, formatIsoDateEsAr } from '@carreras/domain/dates';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { resultsFilterParam, resultsPageHeading } from '@carreras/domain/results/results-page-data';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { isTimingNotConfigured } from '../api/results-errors.ts';
import { useResultsPageData } from '../api/results-page-data.ts';
import { type LiveState, useLiveResults } from '../api/use-live-results.ts';
import classes from './results.module.css';
import { ResultsCards } from './results-cards.tsx';
import { type ResultsListProps, ResultsTable } from './results-table.tsx';

/**
 * 'Resultados finales' once the race is over; while it runs, whether the screen is live and when it was last brought
 * up to date: when the results were computed, or while polling, when a read last confirmed them (a 304 too).
 */
function RaceState({
  data,
  live,
  readAt,
  showFinished,
}: {
  data: ResultsResponse;
  live: LiveState;
  readAt: number;
  showFinished: boolean;
}) {
  if (data.finished) {
    return showFinished ? (
      <Text fw={700} size="lg">
        Resultados finales
      </Text>
    ) : null;
  }
  return (
    <Stack gap={0} align="flex-end">
      {live === 'live' ? (
        <Group gap={6} wrap="nowrap">
          <span className={classes.liveDot} aria-hidden="true" />
          <Text fw={700} c="monte.9" role="status">
            En vivo
          </Text>
        </Group>
      ) : (
        <Text fw={600} role="status">
          {live === 'connecting' ? 'Conectando…' : 'Actualizando cada pocos segundos'}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        Actualizado {formatClockTime(live === 'live' ? data.generatedAt : Math.max(data.generatedAt, readAt))}
      </Text>
    </Stack>
  );
}

/** Phones get one block per rider; from the `sm` breakpoint on, a table. */
function ResultsList(props: ResultsListProps) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  if (props.rows.length === 0) return <Text c="dimmed">Sin corredores en esta vista.</Text>;
  return wide ? <ResultsTable {...props} /> : <ResultsCards {...props} />;
}

/** The riders of an answer, per category or overall. */
function ResultsLists({ data, view, group }: { data: ResultsResponse; view: string; group: number | undefined }) {
  const showGroup = data.groups.length > 0 && group === undefined;
  const list = { laps: data.laps, showGroup };
  return view === 'general' ? (
    <ResultsList {...list} rows={data.overall} general label={`Clasificación general ${data.distance} KM`} />
  ) : data.categories.length === 0 ? (
    <Text c="dimmed">Sin corredores en esta distancia.</Text>
  ) : (
    data.categories.map((category) => (
      // A category out of view is neither styled nor laid out until it nears the screen (about 64 px a rider).
      <Stack
        key={category.name}
        gap="xs"
        style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${category.runners.length * 64 + 40}px` }}
      >
        <Title order={3} size="h4">
          {category.name}
        </Title>
        <ResultsList {...list} rows={category.runners} general={false} label={`Resultados de ${category.name}`} />
      </Stack>
    ))
  );
}

/**
 * Results of one event, per distance and start group (both kept in the address), per category or
 * overall, kept live. `pageTitle` makes it write the page's heading (public page); `search` is shown under
 * the event's name once there are results to search (the public page's rider search); `actions` adds the
 * admin's export button.
 */
export function ResultsView({
  eventId,
  pageTitle = false,
  search,
  actions,
}: {
  eventId: number;
  pageTitle?: boolean;
  search?: ReactNode;
  actions?: (filter: { distance: number; group?: number }) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const distance = resultsFilterParam(params.get('distance'));
  const group = resultsFilterParam(params.get('group'));
  const view = params.get('view') === 'general' ? 'general' : 'categoria';
  // The public page's first render shows the results its HTML arrived with (the server writes them there), or
  // while it asks for a large answer, the heading the server painted (no 'Resultados' in between).
  const first = useResultsPageData(eventId, { distance, group });
  const firstHeading = first?.heading;
  const results = useLiveResults(eventId, { distance, group }, first?.version);
  // Thousands of riders are tens of thousands of elements: React draws a new answer in a transition, in slices of
  // a few ms, so a phone's main thread is never held for seconds (Lighthouse TBT); the screen keeps what it had.
  const data = useDeferredValue(results.data);
  const headingText = data ? resultsPageHeading(data) : (firstHeading ?? resultsPageHeading(undefined));
  // On the public page the results take at least a screen, loading or not: what the page puts below them
  // (links) starts below the fold and stays there, instead of showing under the loader and then moving as
  // the answer arrives, longer or shorter (layout shift).
  const screen = pageTitle ? classes.screen : undefined;
  const heading = pageTitle && (
    <>
      <title>{data ? `${headingText} · ${data.eventName}` : 'Resultados'}</title>
      <Title order={1}>{headingText}</Title>
    </>
  );

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  // An answer the same as the one shown (the stream's first snapshot) draws nothing again.
  const lists = useMemo(() => data && <ResultsLists data={data} view={view} group={group} />, [data, view, group]);

  if (!data && (results.isPending || results.data !== undefined)) {
    return (
      <Stack gap="md" className={screen}>
        {heading}
        <Loader aria-label="Cargando resultados" />
      </Stack>
    );
  }
  if (!data) {
    if (isTimingNotConfigured(results.error)) {
      return (
        <Stack gap="md" className={screen}>
          {heading}
          <Stack gap={4} role="status">
            <Title order={2} size="h3">
              Todavía no hay resultados
            </Title>
            <Text c="dimmed">Los resultados se publican acá cuando empieza el cronometraje de la carrera.</Text>
          </Stack>
        </Stack>
      );
    }
    return (
      <Stack gap="md" className={screen}>
        {heading}
        <Alert color="red" role="alert" title="Error al cargar los resultados">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(results.error, 'Error al cargar los resultados')}</Text>
            <Button variant="light" onClick={() => void results.refetch()}>
              Reintentar
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md" className={screen}>
      {heading}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {data.eventName}
          </Title>
          <Text c="dimmed">{formatIsoDateEsAr(data.eventDate)}</Text>
        </Stack>
        <RaceState data={data} live={results.live} readAt={results.dataUpdatedAt} showFinished={!pageTitle} />
      </Group>
      {search}
      <Group gap="xs" role="group" aria-label="Distancia">
        {data.distances.map((d) => (
          <Button
            key={d.distance}
            size="md"
            variant={d.distance === data.distance ? 'filled' : 'default'}
            aria-pressed={d.distance === data.distance}
            onClick={() => update({ distance: String(d.distance) })}
          >
            {d.distance} KM{d.laps > 1 ? ` · ${d.laps} vueltas` : ''}
          </Button>
        ))}
      </Group>
      <Group gap="md" align="flex-end">
        {data.groups.length > 0 && (
          <NativeSelect
            label="Grupo de largada"
            value={group ? String(group) : ''}
            onChange={(e) => update({ group: e.currentTarget.value || null })}
            data={[{ value: '', label: 'Todos' }, ...data.groups.map((g) => ({ value: String(g.id), label: g.name }))]}
          />
        )}
        <SegmentedControl
          value={view}
          onChange={(value) => update({ view: value === 'general' ? 'general' : null })}
          data={[
            { value: 'categoria', label: 'Por Categoría' },
            { value: 'general', label: 'General' },
          ]}
        />
        {actions?.({ distance: data.distance, group })}
      </Group>
      {results.isError && (
        <Text size="sm" c="red.9">
          No se pudieron actualizar los resultados; se muestran los últimos recibidos.
        </Text>
      )}
      {lists}
    </Stack>
  );
}
