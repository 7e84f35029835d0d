import {
  clockTimeMessages,
  formatClockTimeTenths,
  organiserInstant,
  parseClockTime,
} from '@carreras/domain/clock-time';
import { formatIsoDateEsAr, todayInOrganiserZone } from '@carreras/domain/dates';
import { formatGap } from './timing-records.ts';

export const startCorrectionMessages = {
  shiftInvalid: 'Escriba los segundos como un número, por ejemplo −20 o 5',
  sameStart: 'Es la misma hora de la largada registrada: no hay nada que corregir',
  otherDay: (isoDate: string) => `La largada corregida debe quedar en el día ${formatIsoDateEsAr(isoDate)}`,
} as const;

const SHIFT = /^([+\-−]?)\s*(\d+)(?:[.,](\d))?\s*(?:s|seg|segundos)?$/i;

/**
 * Seconds to move a start, as typed: "−20" (the true start was 20 s earlier: the gun was pressed late),
 * "+5", "-0,5", "20 s". In ms, to the tenth; null when it is not a number of seconds.
 */
export function parseShiftSeconds(text: string): number | null {
  const match = SHIFT.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', tenths = '0'] = match;
  const ms = Number(whole) * 1000 + Number(tenths) * 100;
  return sign === '' || sign === '+' ? ms : -ms;
}

/** A shift in ms as the field shows it, es-AR: "−20", "+1,5", "0" (a true minus sign, as the buttons read). */
export function formatShift(ms: number): string {
  const tenths = Math.round(ms / 100);
  if (tenths === 0) return '0';
  const size = Math.abs(tenths);
  const text = size % 10 === 0 ? String(size / 10) : `${Math.floor(size / 10)},${size % 10}`;
  return `${tenths < 0 ? '−' : '+'}${text}`;
}

/** The organiser's day of a start: a corrected start is typed on it. */
export const startDay = (start: number): string => todayInOrganiserZone(new Date(start));

/** The clock text of a start moved by `shiftMs`, or null when that leaves the start's day. */
export function shiftedClockText(start: number, shiftMs: number): string | null {
  const moved = start + shiftMs;
  return startDay(moved) === startDay(start) ? formatClockTimeTenths(moved) : null;
}

export interface CorrectionInput {
  /** Which field the organiser used last: the true start typed, or the seconds to move it. */
  source: 'clock' | 'shift';
  clockText: string;
  shiftText: string;
}

/**
 * The corrected start, or why there is none and in which field. A shift moves the registered start by
 * exactly that much; a typed time is read on the day of the registered start, in the organiser's zone.
 */
export function correctedStart(
  start: number,
  input: CorrectionInput,
): { startTime: number } | { error: string; field: 'clock' | 'shift' } {
  if (input.source === 'shift') {
    const shift = parseShiftSeconds(input.shiftText);
    if (shift === null) return { error: startCorrectionMessages.shiftInvalid, field: 'shift' };
    if (shift === 0) return { error: startCorrectionMessages.sameStart, field: 'shift' };
    if (shiftedClockText(start, shift) === null) {
      return { error: startCorrectionMessages.otherDay(startDay(start)), field: 'shift' };
    }
    return { startTime: start + shift };
  }
  const msOfDay = parseClockTime(input.clockText);
  const startTime = msOfDay === null ? null : organiserInstant(startDay(start), msOfDay);
  if (startTime === null) return { error: clockTimeMessages.invalid, field: 'clock' };
  // A start is shown to the tenth, so the text it was shown as is the same start.
  if (Math.floor(startTime / 100) === Math.floor(start / 100)) {
    return { error: startCorrectionMessages.sameStart, field: 'clock' };
  }
  return { startTime };
}

const riders = (n: number) => (n === 1 ? '1 corredor' : `${n} corredores`);

/** What the confirmation of a start correction says: whom it re-times, and from what start to what. */
export function correctionSummary(
  group: { name: string; timedRiders: number },
  from: number,
  to: number,
  now: number,
): string {
  const who =
    group.timedRiders === 0
      ? `Ningún corredor de '${group.name}' tiene pasadas todavía: no cambia ningún tiempo.`
      : group.timedRiders === 1
        ? `Se recalculará el tiempo de 1 corredor de '${group.name}'.`
        : `Se recalcularán los tiempos de ${group.timedRiders} corredores de '${group.name}'.`;
  const direction = to < from ? 'antes' : 'después';
  // Between the two starts as shown (to the tenth, cut), so the gap adds up with what is read.
  const shownGap = Math.floor(to / 100) * 100 - Math.floor(from / 100) * 100;
  const move = `La largada pasa de ${formatClockTimeTenths(from)} a ${formatClockTimeTenths(to)} (${formatGap(shownGap)} ${direction}).`;
  const future = to > now ? ' Esa hora todavía no llegó: el grupo vuelve a la cuenta regresiva.' : '';
  return `${who} ${move}${future}`;
}

/** The confirmation of 'Marcar DNS': at most the group's riders without a counting passage. */
export function noShowsPrompt(group: { name: string; riders: number; timedRiders: number }): string {
  const most = Math.max(0, group.riders - group.timedRiders);
  return (
    `Se marcarán como DNS (No largó) hasta ${riders(most)} de '${group.name}': los que tienen dorsal y ninguna ` +
    'pasada, salvo los que ya tienen un estado. Hágalo cuando ya hayan pasado todos los que largaron; después ' +
    "puede quitarle el DNS a cada uno desde 'Buscar dorsal'."
  );
}

const LISTED_BIBS = 10;

/** What the organiser is told after 'Marcar DNS': how many, and which bibs. */
export function noShowsMarkedMessage(dorsals: readonly number[]): string {
  if (dorsals.length === 0)
    return 'Ningún corredor quedó marcado como DNS: todos tienen pasadas o ya tienen un estado.';
  const sorted = [...dorsals].sort((a, b) => a - b);
  const listed = sorted.slice(0, LISTED_BIBS).join(', ') + (sorted.length > LISTED_BIBS ? '…' : '');
  return dorsals.length === 1
    ? `Se marcó 1 corredor como DNS (dorsal ${listed})`
    : `Se marcaron ${dorsals.length} corredores como DNS (dorsales ${listed})`;
}
