import { PAGE_SIZE } from '@carreras/domain/limits';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pager, totalPagesOf } from '../../../components/pager.tsx';
import { paths } from '../../../config/paths.ts';
import { useEventOptions } from '../../../features/inscriptions/api/get-event-options.ts';
import { useInscriptions } from '../../../features/inscriptions/api/get-inscriptions.ts';
import {
  FilteredInscriptions,
  searchTooLong,
} from '../../../features/inscriptions/components/filtered-inscriptions.tsx';
import { EMPTY_FILTERS, type FilterState } from '../../../features/inscriptions/components/inscription-filters.tsx';
import { InscriptionsTable } from '../../../features/inscriptions/components/inscriptions-table.tsx';
import { NewInscriptionForm } from '../../../features/inscriptions/components/new-inscription-form.tsx';
import { useEventChoice } from '../../../hooks/use-event-choice.ts';
import { useSearchTerm } from '../../../hooks/use-search-term.ts';
import { routeId } from './runner-not-found.tsx';

export default function AdminInscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const runnerId = routeId(params.get('runnerId') ?? undefined) ?? undefined;
  const [filters, setFilters] = useState<FilterState>(() =>
    params.get('pagoInformado') === 'true' ? { ...EMPTY_FILTERS, pagoInformado: 'true' } : EMPTY_FILTERS,
  );
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const events = useEventOptions();
  // One runner's inscriptions (from the runner's page) are every edition's: 'Todos' unless one is named.
  const { choice, eventId, setChoice } = useEventChoice(events.data, {
    allowAll: true,
    preferAll: runnerId !== undefined,
  });
  const searchTerm = useSearchTerm(filters.typed);
  const { typed: _typed, event: _event, ...rest } = filters;
  const query = { ...rest, event: eventId, runnerId, searchTerm };
  const inscriptions = useInscriptions(query, page, PAGE_SIZE, choice !== undefined && !searchTooLong(filters));
  const pinnedRunner = inscriptions.data?.items.find((i) => i.runnerId === runnerId)?.runner;
  const totalPages = inscriptions.data ? totalPagesOf(inscriptions.data.total, inscriptions.data.limit) : 1;

  const [queryKey, setQueryKey] = useState(JSON.stringify(query));
  if (queryKey !== JSON.stringify(query)) {
    setQueryKey(JSON.stringify(query));
    setPage(1);
  }

  if (creating) {
    return (
      <Stack gap="lg">
        <Anchor component="button" type="button" onClick={() => setCreating(false)} style={{ alignSelf: 'start' }}>
          ← Volver a la lista de inscripciones
        </Anchor>
        <Title order={1}>Administración de Inscripciones</Title>
        <NewInscriptionForm onDone={() => setCreating(false)} initialEventId={eventId} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Administración de Inscripciones</Title>
        <Group gap="xs">
          <Button onClick={() => setCreating(true)}>Nueva Inscripción</Button>
          <Button component={Link} to={paths.admin.importSheet(eventId)} variant="light">
            Importar planilla
          </Button>
          <Button component={Link} to={paths.admin.dashboard} variant="default">
            Volver al Panel
          </Button>
        </Group>
      </Group>
      {runnerId && (
        <Group gap="xs">
          <Badge variant="light" size="lg">
            {pinnedRunner ? `Corredor: ${pinnedRunner.apellido}, ${pinnedRunner.nombre}` : `Corredor #${runnerId}`}
          </Badge>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              params.delete('runnerId');
              setParams(params);
            }}
          >
            Ver todas las inscripciones
          </Button>
        </Group>
      )}
      <FilteredInscriptions
        value={{ ...filters, event: eventId, runnerId }}
        onChange={({ runnerId: _r, ...next }) => {
          setFilters(next);
          // The Panel's link opened the list on reported payments: once that filter is dropped, a reload must
          // not bring it back.
          if (next.pagoInformado !== 'true' && params.has('pagoInformado')) {
            params.delete('pagoInformado');
            setParams(params, { replace: true });
          }
        }}
        eventChoice={choice}
        onEventChoice={setChoice}
        inscriptions={inscriptions}
        loadError="Error al cargar la lista de inscripciones"
      />
      {inscriptions.data && inscriptions.data.items.length === 0 && <Text>No se encontraron inscripciones.</Text>}
      {inscriptions.data && inscriptions.data.items.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {inscriptions.data.total} inscripciones
          </Text>
          <InscriptionsTable items={inscriptions.data.items} showEvent={eventId === undefined} />
        </>
      )}
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
    </Stack>
  );
}
