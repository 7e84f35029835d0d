import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useGridInscriptions } from '../../../features/inscriptions/api/get-inscriptions.ts';
import {
  EMPTY_FILTERS,
  type FilterState,
  InscriptionFiltersBar,
} from '../../../features/inscriptions/components/inscription-filters.tsx';
import { InscriptionsGrid } from '../../../features/inscriptions/components/inscriptions-grid.tsx';
import { downloadInscriptions, NOTHING_TO_EXPORT } from '../../../features/inscriptions/export/download-export.ts';
import { useSearchTerm } from '../../../hooks/use-search-term.ts';
import { notify } from '../../../lib/notify.ts';
import { routeId } from './runner-not-found.tsx';

/** The event screen loads up to this many inscriptions at once (spec 001 section 9). */
const GRID_LIMIT = 1000;

export default function AdminInscriptionsGridPage() {
  const [params, setParams] = useSearchParams();
  const event = routeId(params.get('event') ?? undefined) ?? undefined;
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const searchTerm = useSearchTerm(filters.typed);
  const { typed: _typed, ...rest } = filters;
  const inscriptions = useGridInscriptions({ ...rest, event, searchTerm }, GRID_LIMIT);
  const items = inscriptions.data?.items ?? [];

  const exportAs = async (format: 'csv' | 'xlsx') => {
    try {
      if (!(await downloadInscriptions(items, format))) notify.warning(NOTHING_TO_EXPORT);
    } catch {
      notify.error('Error al exportar inscripciones');
    }
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.root}>
        ← Volver al panel
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>Gestión de Eventos</Title>
        <Group gap="xs">
          <Button variant="light" onClick={() => exportAs('csv')} disabled={!inscriptions.data}>
            Exportar CSV
          </Button>
          <Button variant="light" onClick={() => exportAs('xlsx')} disabled={!inscriptions.data}>
            Exportar Excel
          </Button>
        </Group>
      </Group>
      <InscriptionFiltersBar
        value={{ ...filters, event }}
        onChange={({ event: nextEvent, ...next }) => {
          setFilters(next);
          if (nextEvent !== event) {
            if (nextEvent) params.set('event', String(nextEvent));
            else params.delete('event');
            setParams(params, { replace: true });
          }
        }}
      />
      {inscriptions.isPending && <Loader aria-label="Cargando" />}
      {inscriptions.isError && (
        <Alert color="red" role="alert">
          Error al cargar inscripciones
        </Alert>
      )}
      {inscriptions.data && (
        <>
          <Text size="sm" c="dimmed">
            {inscriptions.data.items.length < inscriptions.data.total
              ? `Mostrando ${inscriptions.data.items.length} de ${inscriptions.data.total} inscripciones`
              : `${inscriptions.data.total} inscripciones`}
          </Text>
          {items.length === 0 ? <Text>No se encontraron inscripciones.</Text> : <InscriptionsGrid items={items} />}
        </>
      )}
    </Stack>
  );
}
