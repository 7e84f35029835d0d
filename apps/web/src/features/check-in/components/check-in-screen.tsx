import { formatIsoDateEsAr, todayInOrganiserZone } from '@carreras/domain/dates';
import { inscriptionStatus } from '@carreras/domain/inscriptions/inscription-status';
import { DNI_PATTERN } from '@carreras/domain/limits';
import { messages } from '@carreras/domain/messages';
import type { DeskInscription } from '@carreras/domain/payments/payments.schemas';
import { dniDigits } from '@carreras/domain/search-key';
import { Alert, Group, Loader, NativeSelect, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useEventChoice } from '../../../hooks/use-event-choice.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { type CheckInAction, useCheckInAction } from '../api/check-in-actions.ts';
import {
  checkInSearchQuery,
  useCheckInEvents,
  useCheckInSearch,
  useKitProgress,
  useNextBib,
} from '../api/check-in-queries.ts';
import { CheckInCard } from './check-in-card.tsx';
import classes from './check-in-screen.module.css';
import { doneMessage } from './done-message.ts';
import { exactDniMatch, holdsTypedNumber } from './exact-dni-match.ts';
import { KitCounter } from './kit-counter.tsx';
import { primaryPayment } from './primary-payment.ts';
import type { HandedOver } from './register-walk-up.tsx';
import { shortcutOf } from './shortcuts.ts';
import { WalkUp } from './walk-up.tsx';

const SEARCH_DELAY_MS = 250;
const NO_RESULTS: DeskInscription[] = [];

/** The picked inscription and the search text it was picked for: the card is only valid for that text. */
interface Selection {
  inscription: DeskInscription;
  forText: string;
}

/**
 * Kit pick-up: type a DNI, a name or a bib, Enter picks the match (arrows move among several, the typed
 * bib's holder or whole DNI being the first and highlighted; a full DNI of exactly one inscription is picked
 * at once), and Alt+P / Alt+N / Alt+A confirm payment, give the next free bib and mark the runner present. Changing the search text drops the card at once, so a shortcut
 * can never act on the runner of the previous search.
 */
export function CheckInScreen() {
  const events = useCheckInEvents();
  // The current event (D17) unless another one was picked: kept in the address and for the next visit.
  const { eventId: chosenEventId, setChoice } = useEventChoice(events.data);
  const eventId = chosenEventId ?? null;
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const search = useCheckInSearch(eventId, term);
  const nextBib = useNextBib(eventId);
  const kits = useKitProgress(eventId);
  const [highlight, setHighlight] = useState(-1);
  const [selection, setSelection] = useState<Selection | null>(null);
  const selected = selection && selection.forText === typed.trim() ? selection.inscription : null;
  const [error, setError] = useState<string | null>(null);
  // Someone registered here: their temporary password stays on screen while their DNI is in the search.
  const [handedOver, setHandedOver] = useState<HandedOver | null>(null);
  const action = useCheckInAction();
  const queryClient = useQueryClient();
  const searchRef = useRef<HTMLInputElement>(null);
  const otherBibRef = useRef<HTMLInputElement>(null);
  // Read by handlers that run between a keystroke and the next render (the shortcut listener, an Enter
  // whose search answers after more typing): state alone could still hold the previous text there.
  const typedNow = useRef('');
  const searchGeneration = useRef(0);
  const autoPickedFor = useRef<string | null>(null);

  const results = term === '' ? NO_RESULTS : (search.data?.items ?? NO_RESULTS);
  const [highlightedIn, setHighlightedIn] = useState(results);
  if (highlightedIn !== results) {
    setHighlightedIn(results);
    setHighlight(results.length === 1 || holdsTypedNumber(results[0], term) ? 0 : -1);
  }

  const backToSearch = () => {
    searchRef.current?.focus();
    searchRef.current?.select();
  };

  const pick = (inscription: DeskInscription, forText: string) => {
    setSelection({ inscription, forText });
    setError(null);
    backToSearch();
  };

  /** The picked inscription, only while the search box still holds the text it was picked for. */
  const current = () => (selection && selection.forText === typedNow.current.trim() ? selection.inscription : null);

  const onType = (value: string) => {
    typedNow.current = value;
    searchGeneration.current += 1;
    autoPickedFor.current = null;
    setTyped(value);
    if (selection && selection.forText !== value.trim()) setSelection(null);
  };

  const run = (step: CheckInAction) => {
    const target = current();
    if (!target || action.isPending) return;
    setError(null);
    action.mutate(
      { id: target.id, action: step },
      {
        onSuccess: ({ inscription: updated, undo }) => {
          setSelection((now) => (now?.inscription.id === updated.id ? { ...now, inscription: updated } : now));
          const name = `${updated.runner.apellido}, ${updated.runner.nombre}`;
          notify.undoable(`${doneMessage(step, updated)}: ${name}`, async () => {
            const undone = await undo();
            setSelection((now) => (now?.inscription.id === undone.id ? { ...now, inscription: undone } : now));
          });
        },
        onError: (failure) => setError(errorMessage(failure, messages.unknownError)),
        onSettled: backToSearch,
      },
    );
  };

  // A full DNI of exactly one inscription needs no Enter. Once per text, so a refetch after a step never
  // takes the card away from a runner the volunteer picked by hand.
  useEffect(() => {
    const text = typed.trim();
    if (eventId === null || term !== text) return;
    const match = exactDniMatch(results, text);
    const key = `${eventId}:${text}`;
    if (!match || autoPickedFor.current === key) return;
    autoPickedFor.current = key;
    if (selection?.inscription.id === match.id && selection.forText === text) return;
    setSelection({ inscription: match, forText: text });
    setError(null);
  }, [results, term, typed, eventId, selection]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      // Also without a card: on macOS, Option+P would otherwise type "π" into the search box.
      event.preventDefault();
      const target = current();
      if (!target) return;
      if (shortcut === 'otherBib') otherBibRef.current?.focus();
      else if (shortcut === 'payment') {
        const primary = primaryPayment(target);
        if (primary) run(primary.payment ? { kind: 'pay', payment: primary.payment } : { kind: 'payment-flag' });
      } else if (shortcut === 'nextBib' && target.numeroDorsalAsignado === null) run({ kind: 'next-bib' });
      else if (shortcut === 'attendance' && !target.asistenciaConfirmada) run({ kind: 'attendance' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onSearchKey = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Escape') {
      onType('');
      setSelection(null);
      setError(null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const q = typed.trim();
      if (eventId === null || q === '') return;
      if (q === term && highlight >= 0 && results[highlight]) {
        pick(results[highlight], q);
        return;
      }
      const generation = searchGeneration.current;
      try {
        const found = await queryClient.fetchQuery(checkInSearchQuery(eventId, q));
        // The text or the event changed while the search was on its way: that answer is for another search.
        if (generation !== searchGeneration.current) return;
        const first = found.items[0];
        if (first && (found.items.length === 1 || holdsTypedNumber(first, q))) pick(first, q);
      } catch (failure) {
        if (generation !== searchGeneration.current) return;
        setError(errorMessage(failure, messages.unknownError));
      }
    }
  };

  if (events.isPending) return <Loader aria-label="Cargando la lista" />;
  if (events.isError) return <Alert color="red">{errorMessage(events.error, messages.unknownError)}</Alert>;
  if (events.data.length === 0) return <Alert color="blue">No hay eventos cargados.</Alert>;

  return (
    <Stack gap="md">
      <Group align="end" gap="md" wrap="wrap">
        <NativeSelect
          size="lg"
          label="Evento"
          value={eventId === null ? '' : String(eventId)}
          onChange={(event) => {
            setChoice(Number(event.currentTarget.value));
            searchGeneration.current += 1;
            autoPickedFor.current = null;
            setSelection(null);
            setError(null);
            backToSearch();
          }}
          data={events.data.map((e) => ({ value: String(e.id), label: `${e.nombre} (${formatIsoDateEsAr(e.fecha)})` }))}
          className={classes.event}
        />
        <TextInput
          ref={searchRef}
          size="xl"
          label="DNI, nombre o dorsal"
          description="Enter elige · flechas para moverse · Esc limpia"
          autoFocus
          autoComplete="off"
          value={typed}
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={(event) => void onSearchKey(event)}
          className={classes.search}
        />
      </Group>

      {kits.data && <KitCounter progress={kits.data} />}

      {handedOver && handedOver.dni === dniDigits(typed.trim()) && (
        <Alert
          color="blue"
          title="Contraseña temporal para entregar"
          withCloseButton
          closeButtonLabel="Cerrar aviso"
          onClose={() => setHandedOver(null)}
          data-testid="handed-over"
        >
          Entréguele a {handedOver.nombre} su contraseña temporal:{' '}
          <Text span fw={700} ff="monospace" fz="lg" data-testid="handed-over-password">
            {handedOver.password}
          </Text>
          . Ingresa con su DNI; al hacerlo deberá cambiarla y completar su perfil.
        </Alert>
      )}

      {error && (
        <Alert color="red" role="alert" title="No se pudo completar">
          {error}
        </Alert>
      )}
      {search.isError && <Alert color="red">{errorMessage(search.error, messages.unknownError)}</Alert>}
      {nextBib.isError && <Alert color="red">{errorMessage(nextBib.error, messages.unknownError)}</Alert>}

      {term !== '' && search.isPending && <Loader size="sm" aria-label="Buscando" />}
      {term !== '' && search.isSuccess && results.length === 0 && (
        <Text c="dimmed">No hay inscripciones que coincidan con "{term}" en este evento.</Text>
      )}
      {eventId !== null &&
        term !== '' &&
        search.isSuccess &&
        results.length === 0 &&
        DNI_PATTERN.test(dniDigits(term)) && (
          <WalkUp
            key={dniDigits(term)}
            eventId={eventId}
            eventDate={events.data.find((e) => e.id === eventId)?.fecha ?? todayInOrganiserZone()}
            dni={dniDigits(term)}
            onRegistered={setHandedOver}
          />
        )}
      {results.length > 0 && (
        <Stack gap={4} component="ul" aria-label="Resultados" className={classes.results}>
          {results.map((item, index) => (
            <li key={item.id}>
              <UnstyledButton
                className={classes.result}
                data-highlighted={index === highlight || undefined}
                aria-current={index === highlight ? 'true' : undefined}
                onClick={() => pick(item, typed.trim())}
              >
                <Text fw={700} span>
                  {item.runner.apellido}, {item.runner.nombre}
                </Text>{' '}
                <Text span>
                  DNI {item.runner.dni}
                  {item.compañero ? ` · con ${item.compañero.apellido}, ${item.compañero.nombre}` : ''} ·{' '}
                  {item.categoria} · {inscriptionStatus(item)}
                  {item.numeroDorsalAsignado !== null ? ` · Dorsal ${item.numeroDorsalAsignado}` : ''}
                  {item.asistenciaConfirmada ? ' · Presente' : ''}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}

      {selected && (
        <CheckInCard
          key={selected.id}
          inscription={selected}
          nextBib={nextBib.data?.dorsal}
          pending={action.isPending}
          otherBibRef={otherBibRef}
          onAction={run}
        />
      )}
    </Stack>
  );
}
