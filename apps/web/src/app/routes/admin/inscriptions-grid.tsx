import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useEventOptions } from '../../../features/inscriptions/api/get-event-options.ts';
import { useGridInscriptions } from '../../../features/inscriptions/api/get-inscriptions.ts';
import {
  FilteredInscriptions,
  searchTooLong,
} from '../../../features/inscriptions/components/filtered-inscriptions.tsx';
import { EMPTY_FILTERS, type FilterState } from '../../../features/inscriptions/components/inscription-filters.tsx';
import { InscriptionsGrid } from '../../../features/inscriptions/components/inscriptions-grid.tsx';
import { downloadInscriptions, NOTHING_TO_EXPORT } from '../../../features/inscriptions/export/download-export.ts';
import { useEventChoice } from '../../../hooks/use-event-choice.ts';
import { useSearchTerm } from '../../../hooks/use-search-term.ts';
import { notify } from '../../../lib/notify.ts';

/** The event screen loads up to this many inscriptions at once (spec 001 section 9). */
const GRID_LIMIT = 1000;

export default function AdminInscriptionsGridPage() {
  const events = useEventOptions();
  const { choice, eventId: event, setChoice } = useEventChoice(events.data, { allowAll: true });
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const searchTerm = useSearchTerm(filters.typed);
  const { typed: _typed, event: _event, ...rest } = filters;
  const inscriptions = useGridInscriptions(
    { ...rest, event, searchTerm },
    GRID_LIMIT,
    choice !== undefined && !searchTooLong(filters),
  );
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
      <FilteredInscriptions
        value={{ ...filters, event }}
        onChange={setFilters}
        eventChoice={choice}
        onEventChoice={setChoice}
        inscriptions={inscriptions}
        loadError="Error al cargar inscripciones"
      />
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
