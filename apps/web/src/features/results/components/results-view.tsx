import { Alert, Badge, Button, Group, Loader, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLiveResults } from '../api/use-live-results.ts';
import { ResultsTable } from './results-table.tsx';

function positiveNumber(text: string | null): number | undefined {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Results of one event, per distance and start group (both kept in the address), per category or
 * overall, kept live. `actions` adds the admin's export button.
 */
export function ResultsView({
  eventId,
  actions,
}: {
  eventId: number;
  actions?: (filter: { distance: number; group?: number }) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const distance = positiveNumber(params.get('distance'));
  const group = positiveNumber(params.get('group'));
  const view = params.get('view') === 'general' ? 'general' : 'categoria';
  const results = useLiveResults(eventId, { distance, group });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  if (results.isPending) return <Loader aria-label="Cargando resultados" />;
  if (results.isError && !results.data) {
    return (
      <Alert color="red" role="alert" title="Error al cargar los resultados">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(results.error, 'Error al cargar los resultados')}</Text>
          <Button variant="light" onClick={() => void results.refetch()}>
            Reintentar
          </Button>
        </Stack>
      </Alert>
    );
  }
  const data = results.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h3">
          {data.eventName}
        </Title>
        {results.live === 'live' ? (
          <Badge color="monte" size="lg" variant="filled" role="status">
            En vivo
          </Badge>
        ) : (
          <Badge color="dark" size="lg" variant="outline" role="status">
            {results.live === 'connecting' ? 'Conectando…' : 'Actualizando cada 5 s'}
          </Badge>
        )}
      </Group>
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
      {view === 'general' ? (
        <ResultsTable rows={data.overall} laps={data.laps} general />
      ) : data.categories.length === 0 ? (
        <Text c="dimmed">Sin corredores en esta distancia.</Text>
      ) : (
        data.categories.map((category) => (
          <Stack key={category.name} gap="xs">
            <Title order={3} size="h4">
              {category.name}
            </Title>
            <ResultsTable rows={category.runners} laps={data.laps} general={false} />
          </Stack>
        ))
      )}
    </Stack>
  );
}
