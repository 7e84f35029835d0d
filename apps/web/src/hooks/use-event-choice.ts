import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { pickCurrentEvent } from '@carreras/domain/events/current-event';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The address value of 'Todos' (every event) on the screens that offer it. */
export const ALL_EVENTS = 'all';
export type EventChoice = number | typeof ALL_EVENTS;

export interface ChoosableEvent {
  id: number;
  fecha: string;
  activo: boolean;
}

/** One key for every back-office screen: the edition picked on one screen is the one the next screen opens on. */
export const EVENT_CHOICE_STORAGE_KEY = 'carreras:admin-event';

/**
 * What was picked, and which event was the current one (D17) then: once another edition becomes the
 * current one, the old pick is forgotten and screens open on the new edition again.
 */
export interface RememberedChoice {
  choice: string;
  current: number | null;
}

interface ResolveInput {
  fromAddress: string | null;
  remembered: RememberedChoice | null;
  events: ChoosableEvent[];
  allowAll: boolean;
  /** Open on 'Todos' unless the address names an event (one runner's inscriptions span every edition). */
  preferAll?: boolean;
  now?: Date;
}

function parseChoice(text: string | null, events: ChoosableEvent[], allowAll: boolean): EventChoice | null {
  if (text === null) return null;
  if (text === ALL_EVENTS) return allowAll ? ALL_EVENTS : null;
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return events.some((e) => e.id === id) ? id : null;
}

/**
 * The event a screen shows: the one in the address (`?event=`), else the one remembered from the last
 * visit while the same edition is still the current one, else the current event (D17), else 'Todos'
 * where the screen offers it, else the first event; null when there is no event at all.
 */
export function resolveEventChoice({
  fromAddress,
  remembered,
  events,
  allowAll,
  preferAll = false,
  now,
}: ResolveInput): EventChoice | null {
  const current = pickCurrentEvent(events, now);
  const addressed = parseChoice(fromAddress, events, allowAll);
  if (addressed !== null) return addressed;
  if (allowAll && preferAll) return ALL_EVENTS;
  if (remembered && remembered.current === (current?.id ?? null)) {
    const kept = parseChoice(remembered.choice, events, allowAll);
    if (kept !== null) return kept;
  }
  if (current) return current.id;
  if (allowAll) return ALL_EVENTS;
  return events[0]?.id ?? null;
}

function readRemembered(): RememberedChoice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(EVENT_CHOICE_STORAGE_KEY) ?? 'null') as RememberedChoice | null;
    return stored && typeof stored.choice === 'string' ? stored : null;
  } catch {
    return null;
  }
}

function remember(choice: EventChoice, current: number | null): void {
  try {
    localStorage.setItem(EVENT_CHOICE_STORAGE_KEY, JSON.stringify({ choice: String(choice), current }));
  } catch {
    // Private mode or a full storage: the address still keeps the choice for this visit.
  }
}

interface EventChoiceState {
  /** undefined while the events load; null when there is no event. */
  choice: EventChoice | null | undefined;
  /** The chosen event's id; undefined for 'Todos', while loading and without events. */
  eventId: number | undefined;
  setChoice: (next: EventChoice) => void;
}

/**
 * The event a back-office screen shows (D17 by default), kept in the address and remembered for the
 * next visit. `events` is the screen's list of events (undefined while loading).
 */
export function useEventChoice(
  events: ChoosableEvent[] | undefined,
  { allowAll = false, preferAll = false } = {},
): EventChoiceState {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('event');
  const choice = events
    ? resolveEventChoice({ fromAddress, remembered: readRemembered(), events, allowAll, preferAll })
    : undefined;
  const currentId = events ? (pickCurrentEvent(events)?.id ?? null) : null;

  // The address always names what is shown, so a reload or a shared link opens the same event.
  useEffect(() => {
    if (choice === undefined || choice === null || fromAddress === String(choice)) return;
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('event', String(choice));
        return next;
      },
      { replace: true },
    );
  }, [choice, fromAddress, setParams]);

  const setChoice = (next: EventChoice) => {
    remember(next, currentId);
    setParams(
      (now) => {
        const updated = new URLSearchParams(now);
        updated.set('event', String(next));
        return updated;
      },
      { replace: true },
    );
  };

  return { choice, eventId: typeof choice === 'number' ? choice : undefined, setChoice };
}

/** 'Rally San Javier (23/11/2026)': the name and the day of an event in a selector. */
export const eventOptionLabel = (event: { nombre: string; fecha: string }): string =>
  `${event.nombre} (${formatIsoDateEsAr(event.fecha)})`;
