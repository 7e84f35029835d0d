import { DNI_PATTERN } from '../limits.ts';
import { dniDigits } from '../search-key.ts';
import { cellText, type ImportTimestamp, parseImportTimestamp } from './import-cells.ts';
import type { ImportField } from './import-columns.ts';
import type { ExistingRunner, ImportContext, PairPartner, PlannedRow } from './import-plan-types.ts';
import { fieldReason, type ImportSheet, isEmptyRow } from './import-rows.ts';

// The rows of the runners import that stand together: a DNI's rows (one is imported) and a pair's two (D13).

export interface DniWinner {
  fila: number;
  stamp: ImportTimestamp | null;
  /** Every row of the sheet with this DNI, in sheet order. */
  filas: number[];
}

/**
 * The row each DNI of the sheet takes: with a timestamp column, the latest by it (a later answer to the form
 * replaces an earlier one; on a tie, or with no readable time, the first row); without one, the first row.
 */
export function dniWinners(sheet: ImportSheet, mapping: readonly (ImportField | null)[]): Map<string, DniWinner> {
  const dniColumn = mapping.indexOf('dni');
  const stampColumn = mapping.indexOf('marcaTemporal');
  const winners = new Map<string, DniWinner>();
  if (dniColumn < 0) return winners;
  for (const { fila, cells } of sheet.rows) {
    if (isEmptyRow(cells)) continue;
    const dni = dniDigits(cellText(cells[dniColumn]));
    if (!dni) continue;
    const stamp = stampColumn < 0 ? null : parseImportTimestamp(cells[stampColumn]);
    const best = winners.get(dni);
    if (!best) winners.set(dni, { fila, stamp, filas: [fila] });
    else {
      best.filas.push(fila);
      if (stamp && (!best.stamp || stamp.wallMs > best.stamp.wallMs)) Object.assign(best, { fila, stamp });
    }
  }
  return winners;
}

/** Why a row is left out for another with its DNI, naming the row imported. */
export function repeatedDniReason(winner: DniWinner, own: ImportTimestamp | null): string {
  if (winner.stamp && (!own || own.wallMs < winner.stamp.wallMs)) {
    return fieldReason('dni', `se repite; se importa la fila ${winner.fila}, la más reciente (${winner.stamp.text})`);
  }
  return fieldReason('dni', `se repite en la fila ${winner.fila}; se importa solo esa fila`);
}

export interface Pairs {
  /** A holder row's partner, by the holder's row. */
  partnerOf: Map<number, { dni: string; partner: PairPartner }>;
  /** A partner's own row, to its holder's row. */
  holderOf: Map<number, number>;
  /** Why a row naming a partner cannot be a pair. */
  problems: Map<number, string>;
}

/**
 * The sheet's pairs (D13), before the rows are judged: a row naming a partner's DNI is the pair's holder when the
 * partner is a registered runner not taking part in the event, or another row of the sheet that names nobody
 * else (two rows naming each other are one pair, the first of them its holder). A partner is in one pair only.
 * Only the row each DNI takes is weighed (a repeated DNI's other rows are refused anyway).
 */
export function sheetPairs(
  sheet: ImportSheet,
  mapping: readonly (ImportField | null)[],
  winners: ReadonlyMap<string, DniWinner>,
  context: ImportContext,
): Pairs {
  const pairs: Pairs = { partnerOf: new Map(), holderOf: new Map(), problems: new Map() };
  const dniColumn = mapping.indexOf('dni');
  const partnerColumn = mapping.indexOf('dniCompanero');
  if (dniColumn < 0 || partnerColumn < 0) return pairs;
  const named = new Map<number, { dni: string; partnerText: string; partner: string }>();
  for (const { fila, cells } of sheet.rows) {
    const dni = dniDigits(cellText(cells[dniColumn]));
    const partnerText = cellText(cells[partnerColumn]);
    if (!partnerText || !dni || winners.get(dni)?.fila !== fila) continue;
    named.set(fila, { dni, partnerText, partner: dniDigits(partnerText) });
  }
  const paired = new Map<string, number>();
  const refuse = (fila: number, text: string) => pairs.problems.set(fila, fieldReason('dniCompanero', text));
  for (const [fila, { dni, partnerText, partner }] of named) {
    if (pairs.holderOf.has(fila)) continue;
    if (!context.pairsAllowed) {
      refuse(fila, 'este evento no admite inscripciones en pareja');
      continue;
    }
    if (!DNI_PATTERN.test(partner)) {
      refuse(fila, `«${partnerText}» no es un DNI válido`);
      continue;
    }
    if (partner === dni) {
      refuse(fila, 'es el DNI de la misma fila');
      continue;
    }
    const taken = paired.get(partner) ?? paired.get(dni);
    if (taken !== undefined) {
      refuse(fila, `${partner === dni ? dni : partner} ya forma pareja en la fila ${taken}`);
      continue;
    }
    const partnerRow = winners.get(partner)?.fila;
    if (partnerRow !== undefined) {
      const theirs = named.get(partnerRow);
      if (theirs && theirs.partner !== dni) {
        refuse(fila, `la fila ${partnerRow} se inscribe con otro compañero/a (${theirs.partner})`);
        continue;
      }
      pairs.holderOf.set(partnerRow, fila);
      pairs.partnerOf.set(fila, { dni: partner, partner: { kind: 'row', fila: partnerRow } });
    } else {
      const registered = context.runners.get(partner);
      if (!registered) {
        refuse(fila, `${partner} no es de un corredor registrado ni de otra fila de esta planilla`);
        continue;
      }
      if (registered.enrolled) {
        refuse(fila, `${partner} ya participa en este evento`);
        continue;
      }
      pairs.partnerOf.set(fila, { dni: partner, partner: { kind: 'registered', id: registered.id } });
    }
    paired.set(partner, fila);
    paired.set(dni, fila);
  }
  return pairs;
}

export const partnerName = (runner: ExistingRunner | undefined) =>
  runner ? `${runner.nombre} ${runner.apellido}`.trim() : 'su compañero/a';

/**
 * A pair is written whole or not at all: a holder whose partner's row is refused is refused, and so is a
 * partner's row whose holder is refused. An accepted partner's row takes the holder's distance and category.
 */
export function settlePairs(planned: PlannedRow[], pairs: Pairs): PlannedRow[] {
  const byRow = new Map(planned.map((row) => [row.fila, row]));
  const refuse = (row: PlannedRow, motivo: string) => {
    row.motivos.push(motivo);
    row.accion = 'rechazar';
    row.write = null;
  };
  for (const [partnerRow, holderRow] of pairs.holderOf) {
    const holder = byRow.get(holderRow);
    const partner = byRow.get(partnerRow);
    if (!holder || !partner) continue;
    const holderOk = holder.write !== null;
    const partnerOk = partner.write !== null;
    if (holderOk && !partnerOk)
      refuse(holder, fieldReason('dniCompanero', `la fila ${partnerRow} (su compañero/a) está rechazada`));
    else if (!holderOk && partnerOk) refuse(partner, `Pareja: la fila ${holderRow}, que la inscribe, está rechazada`);
    if (holder.write && partner.write) {
      partner.write.categoryId = holder.write.categoryId;
      partner.distancia = holder.distancia;
      partner.categoria = holder.categoria;
    }
  }
  return planned;
}
