import { type EligibilityCategory, isCategoryEligible } from '../categories/category-eligibility.ts';
import { offerCategories } from '../categories/category-preference.ts';
import { ageForEvent } from '../dates.ts';
import { inscriptionMessages } from '../inscriptions/inscription.messages.ts';
import { DNI_PATTERN, type Sex } from '../limits.ts';
import { adminUpdateRunnerSchema } from '../runners/admin-runner.schemas.ts';
import { whatsappDigits } from '../runners/phone-number.ts';
import type { RunnerData } from '../runners/runner.schemas.ts';
import { dniDigits, searchKey } from '../search-key.ts';
import {
  type CategoryEquivalence,
  didYouMean,
  equivalentCategory,
  type RowSuggestion,
  suggestCategory,
} from './category-suggestions.ts';
import {
  cellText,
  type ImportCell,
  type ImportTimestamp,
  normaliseBloodGroup,
  parseBib,
  parseDistance,
  parseImportDate,
  parseImportSex,
  parseImportTimestamp,
  splitFullName,
} from './import-cells.ts';
import { IMPORT_FIELD_LABELS, type ImportField } from './import-columns.ts';

/** What to do with a runner already registered: update their data from the sheet, or keep it as it is. */
export const IMPORT_MODES = ['actualizar', 'conservar'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const ROW_ACTIONS = ['crear', 'actualizar', 'conservar', 'rechazar'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** A country is seldom asked in a local form: a new runner without one is from Argentina. */
export const DEFAULT_COUNTRY = 'Argentina';

/** The format a sheet came in: refused rows go back to the organiser in it (csv with its own separator). */
export type SheetFormat = { format: 'xlsx' } | { format: 'csv'; separator: string };

export interface ImportSheet {
  headers: string[];
  /** Data rows with their row number in the sheet (the header is row 1); empty rows may be left out. */
  rows: { fila: number; cells: ImportCell[] }[];
  /** Set by the server's reader; absent in sheets built by hand. */
  source?: SheetFormat;
}

export interface ImportCategory extends EligibilityCategory {
  id: number;
  nombre: string;
  distancia: number;
}

export type AdminRunnerData = RunnerData & { dni: string };

export interface ExistingRunner extends AdminRunnerData {
  id: number;
  /** Already taking part in the chosen event (holder or partner). */
  enrolled: boolean;
}

export interface ImportContext {
  /** The event's race day: categories are judged on the age then (D8). */
  eventDate: string;
  today: string;
  categories: readonly ImportCategory[];
  /** Bibs already given in the event. */
  takenBibs: ReadonlySet<number>;
  /** Registered runners named by the sheet's DNIs, by DNI (digits). */
  runners: ReadonlyMap<string, ExistingRunner>;
  mode: ImportMode;
  /** The categories the admin said a sheet's texts mean ('¿Quiso decir …?'), for every row with that text. */
  equivalences?: readonly CategoryEquivalence[];
  /** The event allows pairs (D13): a row may name its partner by DNI. */
  pairsAllowed?: boolean;
}

/** The partner of a pair's holder row: a runner registered and not in the sheet, or another row of it. */
export type PairPartner = { kind: 'registered'; id: number } | { kind: 'row'; fila: number };

/**
 * What the import writes for an accepted row: the runner, and an inscription in the category, as a pair when
 * `partner` is set; a partner's own row (`partnerOf`, the holder's row) writes the runner only, the pair being
 * the holder's one inscription.
 */
export interface RowWrite {
  runner: RunnerWrite;
  categoryId: number;
  partner: PairPartner | null;
  partnerOf: number | null;
}

export type RunnerWrite =
  | { kind: 'create'; data: AdminRunnerData }
  | { kind: 'update'; id: number; data: AdminRunnerData }
  | { kind: 'keep'; id: number };

export interface PlannedRow {
  fila: number;
  dni: string;
  nombre: string;
  apellido: string;
  accion: RowAction;
  /** Why the row is refused, one sentence per problem; empty otherwise. */
  motivos: string[];
  distancia: number | null;
  categoria: string | null;
  dorsal: number | null;
  /** The category the row's text most likely means, when no category has that name. */
  sugerencia: RowSuggestion | null;
  /** For the row a repeated DNI takes (the latest by the sheet's timestamp): the older rows it stands for. */
  reemplaza: number[];
  /** A pair's row: who the partner is, or whose partner this row is; null for a single runner. */
  pareja: string | null;
  /** What the import writes for an accepted row. */
  write: RowWrite | null;
}

export interface ImportTotals {
  filas: number;
  crear: number;
  actualizar: number;
  conservar: number;
  rechazar: number;
}

type RowValues = Partial<Record<ImportField, ImportCell>>;

function rowValues(cells: readonly ImportCell[], mapping: readonly (ImportField | null)[]): RowValues {
  const values: RowValues = {};
  mapping.forEach((field, index) => {
    if (field !== null) values[field] = cells[index] ?? null;
  });
  return values;
}

/** The DNIs a sheet names (digits only), partners' too, to look up who is already registered before planning. */
export function sheetDnis(sheet: ImportSheet, mapping: readonly (ImportField | null)[]): string[] {
  const columns = [mapping.indexOf('dni'), mapping.indexOf('dniCompanero')].filter((column) => column >= 0);
  return [
    ...new Set(
      sheet.rows.flatMap((row) => columns.map((column) => dniDigits(cellText(row.cells[column])))).filter(Boolean),
    ),
  ];
}

const label = (field: string) => IMPORT_FIELD_LABELS[field as ImportField] ?? field;
const reason = (field: ImportField, text: string) => `${IMPORT_FIELD_LABELS[field]}: ${text}`;
const comparable = (text: string) => searchKey(text).replace(/[^a-z0-9+]/g, '');

/** The runner fields a row gives, as text, before the product's schema checks them; problems found on the way. */
function runnerInput(values: RowValues, today: string) {
  const text = (field: ImportField) => cellText(values[field]);
  const problems: string[] = [];
  let { nombre, apellido } = { nombre: text('nombre'), apellido: text('apellido') };
  const full = text('nombreApellido') || text('apellidoNombre');
  if (full && (!nombre || !apellido)) {
    const split = splitFullName(full, !text('nombreApellido'));
    nombre ||= split.nombre;
    apellido ||= split.apellido;
  }
  const input: Record<string, string> = {};
  const put = (key: string, value: string) => {
    if (value !== '') input[key] = value;
  };
  put('nombre', nombre);
  put('apellido', apellido);
  const sexText = text('sexo');
  if (sexText) {
    const sex = parseImportSex(sexText);
    if (sex) input.sexo = sex;
    else problems.push(reason('sexo', `no se reconoce «${sexText}»; use F o M (Femenino, Masculino)`));
  }
  const dateCell = values.fechaNacimiento;
  if (cellText(dateCell)) {
    const date = parseImportDate(dateCell ?? null, today);
    if (date) input.fechaNacimiento = date;
    else problems.push(reason('fechaNacimiento', `«${cellText(dateCell)}» no es una fecha válida; use dd/mm/aaaa`));
  }
  put('email', text('email'));
  const ownPhones = text('whatsapp') !== '' && text('telefono') !== '';
  const onePhone = text('whatsapp') || text('telefono');
  put('whatsapp', onePhone);
  // A sheet's only phone is the runner's mobile ('Celular'): the emergency phone keeps it one, not a landline.
  put('telefono', ownPhones ? text('telefono') : (whatsappDigits(onePhone) ?? onePhone));
  put('pais', text('pais'));
  put('provincia', text('provincia'));
  put('obraSocial', text('obraSocial'));
  put('grupoSanguineo', text('grupoSanguineo') ? normaliseBloodGroup(text('grupoSanguineo')) : '');
  put('alergia', text('alergia'));
  // An empty club cell gives none: a registered runner keeps the club they have.
  put('club', text('club'));
  return { input, problems, reported: new Set(problemFields(sexText, dateCell, input)) };
}

function problemFields(sexText: string, dateCell: ImportCell | undefined, input: Record<string, string>): string[] {
  const fields: string[] = [];
  if (sexText && !input.sexo) fields.push('sexo');
  if (cellText(dateCell) && !input.fechaNacimiento) fields.push('fechaNacimiento');
  return fields;
}

type Checked = { ok: true; data: AdminRunnerData } | { ok: false; motivos: string[] };

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }, reported: Set<string>): string[] {
  const seen = new Set<string>();
  const motivos: string[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (reported.has(field) || seen.has(field)) continue;
    seen.add(field);
    motivos.push(`${label(field)}: ${issue.message}`);
  }
  return motivos;
}

/** A new runner: every field the product asks for, checked by the admin form's schema. */
function checkNewRunner(dni: string, values: RowValues, today: string): Checked {
  const { input, problems, reported } = runnerInput(values, today);
  const parsed = adminUpdateRunnerSchema.safeParse({ pais: DEFAULT_COUNTRY, ...input, dni });
  const motivos = [...problems, ...(parsed.success ? [] : issuesOf(parsed.error, reported))];
  return motivos.length === 0 && parsed.success ? { ok: true, data: parsed.data } : { ok: false, motivos };
}

/** A registered runner updated: the fields the row fills replace theirs, checked by the same schema. */
function checkUpdatedRunner(existing: ExistingRunner, values: RowValues, today: string): Checked {
  const { input, problems, reported } = runnerInput(values, today);
  const parsed = adminUpdateRunnerSchema.partial().safeParse(input);
  const motivos = [...problems, ...(parsed.success ? [] : issuesOf(parsed.error, reported))];
  if (motivos.length > 0 || !parsed.success) return { ok: false, motivos };
  const { id: _id, enrolled: _enrolled, ...stored } = existing;
  const changes = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  return { ok: true, data: { ...stored, ...changes, dni: existing.dni } };
}

function distancesText(categories: readonly ImportCategory[]): string {
  return [...new Set(categories.map((c) => c.distancia))]
    .sort((a, b) => a - b)
    .map((d) => `${d} km`)
    .join(', ');
}

interface FoundCategory {
  category: ImportCategory | null;
  motivos: string[];
  sugerencia?: RowSuggestion;
}

/**
 * The event's category a row names, by distance and name (case and accents ignored) or by a text the admin said
 * means one; or why there is none, with the category the text most likely means when one does.
 */
function findCategory(
  values: RowValues,
  categories: readonly ImportCategory[],
  person: { sexo: Sex; age: number } | null,
  equivalences: readonly CategoryEquivalence[],
): FoundCategory {
  const distText = cellText(values.distancia);
  const catText = cellText(values.categoria);
  let distance: number | null = null;
  if (distText) {
    distance = parseDistance(distText);
    if (distance === null || !categories.some((c) => c.distancia === distance)) {
      const offered = distancesText(categories);
      return {
        category: null,
        motivos: [reason('distancia', `«${distText}» no es una distancia de este evento (${offered})`)],
      };
    }
  }
  if (catText) {
    const matches = categories.filter(
      (c) => comparable(c.nombre) === comparable(catText) && (distance === null || c.distancia === distance),
    );
    if (matches.length === 1) return { category: matches[0] as ImportCategory, motivos: [] };
    const several = reason('categoria', `«${catText}» existe en varias distancias; indique la distancia`);
    if (matches.length > 1) return { category: null, motivos: [several] };
    const chosen = equivalentCategory(catText, distance, equivalences, categories);
    if (chosen === 'ambiguous') return { category: null, motivos: [several] };
    if (chosen) return { category: chosen, motivos: [] };
    const where = distance === null ? 'de este evento' : `de ${distance} km en este evento`;
    const notOne = reason('categoria', `«${catText}» no es una categoría ${where}`);
    const suggestion = suggestCategory(catText, categories, distance);
    return suggestion
      ? {
          category: null,
          motivos: [`${notOne}; ${didYouMean(suggestion)}`],
          sugerencia: { texto: catText, category: suggestion },
        }
      : { category: null, motivos: [notOne] };
  }
  if (distance === null) return { category: null, motivos: ['Falta la distancia o la categoría'] };
  if (!person) return { category: null, motivos: [] };
  const preferred = offerCategories(
    categories.filter((c) => c.distancia === distance),
    person.sexo,
    person.age,
  ).preferred;
  return preferred
    ? { category: preferred, motivos: [] }
    : {
        category: null,
        motivos: [
          reason('categoria', `falta, y ninguna categoría de ${distance} km corresponde sola a su edad y sexo`),
        ],
      };
}

interface DniWinner {
  fila: number;
  stamp: ImportTimestamp | null;
  /** Every row of the sheet with this DNI, in sheet order. */
  filas: number[];
}

/**
 * The row each DNI of the sheet takes: with a timestamp column, the latest by it (a later answer to the form
 * replaces an earlier one; on a tie, or with no readable time, the first row); without one, the first row.
 */
function dniWinners(sheet: ImportSheet, mapping: readonly (ImportField | null)[]): Map<string, DniWinner> {
  const dniColumn = mapping.indexOf('dni');
  const stampColumn = mapping.indexOf('marcaTemporal');
  const winners = new Map<string, DniWinner>();
  if (dniColumn < 0) return winners;
  for (const { fila, cells } of sheet.rows) {
    if (cells.every((cell) => cellText(cell) === '')) continue;
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
function repeatedDniReason(winner: DniWinner, own: ImportTimestamp | null): string {
  if (winner.stamp && (!own || own.wallMs < winner.stamp.wallMs)) {
    return reason('dni', `se repite; se importa la fila ${winner.fila}, la más reciente (${winner.stamp.text})`);
  }
  return reason('dni', `se repite en la fila ${winner.fila}; se importa solo esa fila`);
}

interface Pairs {
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
function sheetPairs(
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
  const refuse = (fila: number, text: string) => pairs.problems.set(fila, reason('dniCompanero', text));
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

function eligibilityProblem(category: ImportCategory, person: { sexo: Sex; age: number }): string | null {
  if (isCategoryEligible(category, person.sexo, person.age)) return null;
  const who = person.sexo === 'F' ? 'una corredora' : 'un corredor';
  return reason('categoria', `${category.nombre} no corresponde a ${who} de ${person.age} años el día de la carrera`);
}

/**
 * What importing each row of the sheet into the chosen event would do, judged with the product's own rules:
 * the admin form's runner schema, the event's distances and categories (matched by name), the category's
 * age and sex on race day, one row per DNI (the latest by the sheet's timestamp column when it has one, else
 * the first), one bib per runner within the sheet and the event, and pairs as an administrator makes them (D13:
 * a registered partner or another row of the sheet, one inscription in the holder's category, confirmed at
 * once). Rows that are entirely empty are left out. The server runs it for the preview and again, on fresh data,
 * to import.
 */
export function planImport(
  sheet: ImportSheet,
  mapping: readonly (ImportField | null)[],
  context: ImportContext,
): PlannedRow[] {
  const winners = dniWinners(sheet, mapping);
  const pairs = sheetPairs(sheet, mapping, winners, context);
  const bibRows = new Map<number, number>();
  const planned: PlannedRow[] = [];
  for (const { fila, cells } of sheet.rows) {
    if (cells.every((cell) => cellText(cell) === '')) continue;
    const values = rowValues(cells, mapping);
    const motivos: string[] = [];
    const dniText = cellText(values.dni);
    const dni = dniDigits(dniText);
    const winner = dni ? winners.get(dni) : undefined;
    const replaced = winner && winner.fila !== fila ? winner : undefined;
    const existing = dni ? context.runners.get(dni) : undefined;

    let checked: Checked;
    let write: RunnerWrite | null = null;
    if (existing && context.mode === 'conservar') {
      const { id: _id, enrolled: _enrolled, ...stored } = existing;
      checked = { ok: true, data: stored };
      write = { kind: 'keep', id: existing.id };
    } else if (existing) {
      checked = checkUpdatedRunner(existing, values, context.today);
      if (checked.ok) write = { kind: 'update', id: existing.id, data: checked.data };
    } else {
      checked = checkNewRunner(dniText, values, context.today);
      if (checked.ok) write = { kind: 'create', data: checked.data };
    }
    if (replaced) motivos.push(repeatedDniReason(replaced, parseImportTimestamp(values.marcaTemporal)));
    if (!checked.ok) motivos.push(...checked.motivos);
    if (existing?.enrolled) motivos.push(inscriptionMessages.runnerAlreadyEnrolled);
    const pairProblem = pairs.problems.get(fila);
    if (pairProblem) motivos.push(pairProblem);
    // A partner's own row enrols in its holder's inscription: its category and bib cells are not read.
    const holderRow = replaced ? undefined : pairs.holderOf.get(fila);

    const person = checked.ok
      ? {
          sexo: checked.data.sexo,
          age: ageForEvent(checked.data.fechaNacimiento, context.eventDate),
        }
      : null;
    const found: FoundCategory =
      holderRow === undefined
        ? findCategory(values, context.categories, person, context.equivalences ?? [])
        : { category: null, motivos: [] };
    motivos.push(...found.motivos);
    if (found.category && person) {
      const problem = eligibilityProblem(found.category, person);
      if (problem) motivos.push(problem);
    }

    const bib = holderRow === undefined ? parseBib(values.dorsal) : null;
    if (bib === 'invalid') {
      motivos.push(reason('dorsal', `«${cellText(values.dorsal)}» no es un número de dorsal`));
    } else if (bib !== null) {
      const bibRow = bibRows.get(bib);
      if (context.takenBibs.has(bib)) motivos.push(reason('dorsal', `el ${bib} ya está asignado en este evento`));
      else if (bibRow !== undefined) motivos.push(reason('dorsal', `el ${bib} se repite en la fila ${bibRow}`));
      // A row left out for a later one with its DNI holds no bib: the row imported may give the same one.
      else if (!replaced) bibRows.set(bib, fila);
    }

    const names = checked.ok ? checked.data : { nombre: cellText(values.nombre), apellido: cellText(values.apellido) };
    const fallback = splitFullName(
      cellText(values.nombreApellido) || cellText(values.apellidoNombre),
      !cellText(values.nombreApellido),
    );
    const refused = motivos.length > 0 || write === null || (found.category === null && holderRow === undefined);
    const pair = replaced ? undefined : pairs.partnerOf.get(fila);
    planned.push({
      fila,
      dni: dni || dniText,
      nombre: names.nombre || fallback.nombre,
      apellido: names.apellido || fallback.apellido,
      accion: refused
        ? 'rechazar'
        : write?.kind === 'create'
          ? 'crear'
          : write?.kind === 'update'
            ? 'actualizar'
            : 'conservar',
      motivos,
      distancia: found.category?.distancia ?? null,
      categoria: found.category?.nombre ?? null,
      dorsal: typeof bib === 'number' ? bib : null,
      sugerencia: found.sugerencia ?? null,
      reemplaza: winner && winner.fila === fila && winner.stamp ? winner.filas.filter((other) => other !== fila) : [],
      pareja:
        holderRow !== undefined
          ? `Compañero/a de la fila ${holderRow}: una sola inscripción para la pareja`
          : pair
            ? pair.partner.kind === 'row'
              ? `En pareja con la fila ${pair.partner.fila} (DNI ${pair.dni})`
              : `En pareja con ${partnerName(context.runners.get(pair.dni))} (DNI ${pair.dni}), ya registrado/a`
            : null,
      write:
        refused || !write
          ? null
          : holderRow !== undefined
            ? { runner: write, categoryId: 0, partner: null, partnerOf: holderRow }
            : found.category
              ? { runner: write, categoryId: found.category.id, partner: pair?.partner ?? null, partnerOf: null }
              : null,
    });
  }
  return settlePairs(planned, pairs);
}

const partnerName = (runner: ExistingRunner | undefined) =>
  runner ? `${runner.nombre} ${runner.apellido}`.trim() : 'su compañero/a';

/**
 * A pair is written whole or not at all: a holder whose partner's row is refused is refused, and so is a
 * partner's row whose holder is refused. An accepted partner's row takes the holder's distance and category.
 */
function settlePairs(planned: PlannedRow[], pairs: Pairs): PlannedRow[] {
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
      refuse(holder, reason('dniCompanero', `la fila ${partnerRow} (su compañero/a) está rechazada`));
    else if (!holderOk && partnerOk) refuse(partner, `Pareja: la fila ${holderRow}, que la inscribe, está rechazada`);
    if (holder.write && partner.write) {
      partner.write.categoryId = holder.write.categoryId;
      partner.distancia = holder.distancia;
      partner.categoria = holder.categoria;
    }
  }
  return planned;
}

export function importTotals(rows: readonly Pick<PlannedRow, 'accion'>[]): ImportTotals {
  const totals: ImportTotals = { filas: rows.length, crear: 0, actualizar: 0, conservar: 0, rechazar: 0 };
  for (const row of rows) totals[row.accion] += 1;
  return totals;
}
