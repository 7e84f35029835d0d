import { resultStatusBadge } from '@carreras/domain/results/result-status';
import type { RiderIndexEntry } from '@carreras/domain/results/results-hub.schemas';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useRiders } from '../api/get-riders.ts';
import { formatTime, ordinal } from './hub-format.ts';
import './print.css';
import classes from './results-hub.module.css';
import { searchRiders } from './search-riders.ts';

function RiderLine({ rider }: { rider: RiderIndexEntry }) {
  const status = resultStatusBadge(rider.status);
  return (
    <>
      <span className={classes.matchPosition}>{rider.position === null ? '—' : ordinal(rider.position)}</span>
      <span className={classes.matchRider}>
        <Text span fw={600}>
          {rider.runnerName}
        </Text>
        <Text span size="sm" c="dimmed">
          #{rider.dorsal} · {rider.categoryName} · {rider.distance} km
        </Text>
      </span>
      {rider.finalTime !== null ? (
        <Text span ff="monospace" fw={700} size="sm" className={classes.matchTime}>
          {formatTime(rider.finalTime)}
        </Text>
      ) : (
        <Text span fw={600} size="sm" className={classes.matchTime}>
          {status}
        </Text>
      )}
    </>
  );
}

/**
 * 'Buscá tu resultado': name, surname or bib, answered as you type from the edition's riders (loaded
 * once, when the search is first used). Each match opens the rider's own page.
 */
export function RiderSearch({ eventId, riderHref }: { eventId: number; riderHref: (dorsal: number) => string }) {
  const [used, setUsed] = useState(false);
  const riders = useRiders(eventId, used);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => searchRiders(riders.data?.riders ?? [], deferred), [riders.data, deferred]);
  const listId = useId();
  const searching = deferred.trim() !== '';
  // No timing (or no such event): nobody to search, and the results below already say so.
  if (riders.error instanceof ApiError && riders.error.status === 404) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Buscar corredor">
      <TextInput
        label="Buscá tu resultado"
        description="Por nombre, apellido o dorsal"
        placeholder="Ej.: Fernández o 123"
        type="search"
        size="md"
        value={query}
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          setUsed(true);
          setQuery(event.currentTarget.value);
        }}
        aria-controls={listId}
        autoComplete="off"
      />
      {riders.isError && (
        <Alert color="red" role="alert">
          {errorMessage(riders.error, 'No se pudo cargar la lista de corredores para buscar')}
        </Alert>
      )}
      <div id={listId} aria-live="polite">
        {searching && riders.isPending && <Text c="dimmed">Cargando corredores…</Text>}
        {searching && riders.isSuccess && matches.length === 0 && (
          <Text c="dimmed">No encontramos corredores con “{deferred.trim()}”.</Text>
        )}
        {searching && matches.length > 0 && (
          <ul className={classes.matches} aria-label="Corredores encontrados">
            {matches.map((rider) => (
              <li key={rider.dorsal}>
                <Link to={riderHref(rider.dorsal)} className={classes.match}>
                  <RiderLine rider={rider} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Stack>
  );
}
