import { Alert, Loader } from '@mantine/core';
import type { EventChoice } from '../../../hooks/use-event-choice.ts';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG } from '../../../hooks/use-search-term.ts';
import { failureMessage, fieldMessage } from '../../../lib/failure-message.ts';
import { type FilterState, InscriptionFiltersBar } from './inscription-filters.tsx';

/** A search the server would refuse: the screens do not send it and say why under the box. */
export const searchTooLong = (filters: FilterState): boolean => filters.typed.trim().length > SEARCH_MAX_LENGTH;

interface FilteredInscriptionsProps {
  /** The filters, with `event` the chosen event's id (undefined for 'Todos'). */
  value: FilterState;
  onChange: (next: FilterState) => void;
  eventChoice: EventChoice | null | undefined;
  onEventChoice: (next: EventChoice) => void;
  /** The listing read with these filters. */
  inscriptions: { isPending: boolean; isError: boolean; error: unknown };
  /** The screen's text when the listing cannot be read; the server's reason follows it. */
  loadError: string;
}

/**
 * The filters over an inscriptions listing, then its loading or its failure. Another event drops the
 * category and distance chosen for the last one; the search's own problem shows under the search box.
 */
export function FilteredInscriptions({
  value,
  onChange,
  eventChoice,
  onEventChoice,
  inscriptions,
  loadError,
}: FilteredInscriptionsProps) {
  const tooLong = searchTooLong(value);
  const searchError = tooLong
    ? SEARCH_TOO_LONG
    : inscriptions.isError
      ? fieldMessage(inscriptions.error, 'searchTerm')
      : undefined;
  return (
    <>
      <InscriptionFiltersBar
        value={value}
        onChange={onChange}
        eventChoice={eventChoice}
        onEventChoice={(next) => {
          onEventChoice(next);
          onChange({ ...value, categoria: undefined, distancia: undefined });
        }}
        searchError={searchError}
      />
      {inscriptions.isPending && !tooLong && <Loader aria-label="Cargando" />}
      {inscriptions.isError && !searchError && (
        <Alert color="red" role="alert">
          {failureMessage(inscriptions.error, loadError)}
        </Alert>
      )}
    </>
  );
}
