import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useEventOptions } from '../../../features/inscriptions/api/get-event-options.ts';
import { useGridInscriptions } from '../../../features/inscriptions/api/get-inscriptions.ts';
import {
  EMPTY_FILTERS,
  type FilterState,
  InscriptionFiltersBar,
} from '../../../features/inscriptions/components/inscription-filters.tsx';
import { InscriptionsGrid } from '../../../features/inscriptions/components/inscriptions-grid.tsx';
import { downloadInscriptions, NOTHING_TO_EXPORT } from '../../../features/inscriptions/export/download-export.ts';
import { useEventChoice } from '../../../hooks/use-event-choice.ts';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG, useSearchTerm } from '../../../hooks/use-search-term.ts';
import { failureMessage, fieldMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';

/** The event screen loads up to this many inscriptions at once (spec 001 section 9). */
const GRID_LIMIT = 1000;

export default function AdminInscriptionsGridPage() {
  const events = useEventOptions();
  const { choice, eventId: event, setChoice } = useEventChoice(events.data, { allowAll: true });
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const searchTerm = useSearchTerm(filters.typed);
  const searchTooLong = filters.typed.trim().length > SEARCH_MAX_LENGTH;
  const { typed: _typed, event: _event, ...rest } = filters;
  const inscriptions = useGridInscriptions(
    { ...rest, event, searchTerm },
    GRID_LIMIT,
    choice !== undefined && !searchTooLong,
  );
  const searchError = searchTooLong
    ? SEARCH_TOO_LONG
    : inscriptions.isError
      ? fieldMessage(inscriptions.error, 'searchTerm')
      : undefined;
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
        onChange={(next) => setFilters(next)}
        eventChoice={choice}
        onEventChoice={(next) => {
          setChoice(next);
          setFilters((now) => ({ ...now, categoria: undefined, distancia: undefined }));
        }}
        searchError={searchError}
      />
      {inscriptions.isPending && !searchTooLong && <Loader aria-label="Cargando" />}
      {inscriptions.isError && !searchError && (
        <Alert color="red" role="alert">
          {failureMessage(inscriptions.error, 'Error al cargar inscripciones')}
        </Alert>
      )}
      {inscriptions.data && (
        <>
          <Text size="sm" c="dimmed">
            {inscriptions.data.items.length < inscriptions.data.total
              ? `Mostrando ${inscriptions.data.items.length} de ${inscriptions.data.total} inscripciones`
              : `${inscriptions.data.total} inscripciones`}
          </Text>
          {items.length === 0 ? (
            <Text>No se encontraron inscripciones.</Text>
          ) : (
            <InscriptionsGrid items={items} showEvent={event === undefined} />
          )}
        </>
      )}
    </Stack>
  );
}
