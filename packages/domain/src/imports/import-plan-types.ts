import type { EligibilityCategory } from '../categories/category-eligibility.ts';
import type { CategoryEquivalence, RowSuggestion } from './category-suggestions.ts';
import type { AdminRunnerData } from './import-rows.ts';

// The runners import's words: what it is given (ImportContext) and what it plans for each row (PlannedRow).

/** What to do with a runner already registered: update their data from the sheet, or keep it as it is. */
export const IMPORT_MODES = ['actualizar', 'conservar'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const ROW_ACTIONS = ['crear', 'actualizar', 'conservar', 'rechazar'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** A country is seldom asked in a local form: a new runner without one is from Argentina. */
export const DEFAULT_COUNTRY = 'Argentina';

export interface ImportCategory extends EligibilityCategory {
  id: number;
  nombre: string;
  distancia: number;
}

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
