import { formatIsoDateEsAr } from '../dates.ts';
import { formatPhone } from '../runners/phone-number.ts';
import type { AdminInscription, ParticipantData } from './admin-inscription.schemas.ts';

/**
 * The inscriptions export, defined once: the grid's CSV and .xlsx (/admin/inscriptions-grid) and the server's
 * list export (`lista_inscripciones`) write these columns with these values, so a file from either says the same.
 * Choices (docs/product-choices.md, docs/inscriptions-export.md): the spec's 19 columns (spec 001 section 9), one
 * row per participant (a pair gives two, D13), sex in words, allergies 'Ninguna' when none (spec 001 section 7).
 */

/**
 * How a spreadsheet holds a column: `text` keeps digits as text (a DNI, a phone with its leading + or 0),
 * `number` a quantity, `date` a calendar day given as yyyy-mm-dd and shown dd/mm/yyyy. Without a type, the
 * value is plain text. No type is ever a formula.
 */
export type ExportColumnType = 'text' | 'number' | 'date';

/** A cell's value; null is an empty cell. */
export type ExportCell = string | number | null;

/** A participant as the export names them: the holder of an inscription, or the partner of a pair. */
export interface ExportPerson {
  nombre: string;
  apellido: string;
  dni: string;
  sexo: string;
  fechaNacimiento: string;
  email: string;
  whatsapp: string;
  telefono: string;
  obraSocial: string | null;
  grupoSanguineo: string;
  alergia: string | null;
  /** The runner's club, which only the server's exports write (after the 19 columns); absent or null when none. */
  club?: string | null;
}

/** What one inscription gives the export, whichever side reads it (the grid's API answer or the database). */
export interface ExportInscription {
  id: number;
  eventName: string;
  distancia: number;
  categoria: string;
  numeroDorsalAsignado: number | null;
  pagoConfirmado: boolean;
  asistenciaConfirmada: boolean;
  holder: ExportPerson;
  /** The partner of a pair who accepted it; null for an individual inscription. */
  partner: ExportPerson | null;
}

export type ParticipantRole = 'Individual' | 'Equipo (titular)' | 'Equipo (compañero)';

export interface InscriptionExportColumn {
  header: string;
  type?: ExportColumnType;
  /** Width in characters where a writer sets it beforehand (the server's streamed sheet). */
  width: number;
  value: (inscription: ExportInscription, person: ExportPerson, role: ParticipantRole) => ExportCell;
}

const SEX_LABELS: Record<string, string> = { M: 'Masculino', F: 'Femenino' };

/** A runner's sex in words, as every screen of the product shows it. */
export function sexLabel(sexo: string): string {
  return SEX_LABELS[sexo] ?? sexo;
}

/** Allergies as the spec shows them: 'Ninguna' when the runner gave none (spec 001 section 7). */
export function allergyText(alergia: string | null | undefined): string {
  return alergia?.trim() ? alergia : 'Ninguna';
}

export const paymentLabel = (pagoConfirmado: boolean) => (pagoConfirmado ? 'Pagado' : 'Pendiente');
export const attendanceLabel = (asistenciaConfirmada: boolean) => (asistenciaConfirmada ? 'Presente' : 'No confirmado');

const orEmpty = (text: string | null | undefined): string | null => (text?.trim() ? text : null);

/**
 * A phone as people read it ('+54 9 381 444-5566'), empty when none: a spreadsheet is read by people, and a
 * tool that needs the digits gets them back with whatsappDigits.
 */
export const phoneCell = (phone: string | null | undefined): string | null => {
  const text = orEmpty(phone);
  return text === null ? null : formatPhone(text);
};

/** The 19 columns, in order (spec 001 section 9). */
export const INSCRIPTION_EXPORT_COLUMNS: readonly InscriptionExportColumn[] = [
  { header: 'ID Inscripción', type: 'number', width: 14, value: (i) => i.id },
  { header: 'Evento', width: 30, value: (i) => i.eventName },
  { header: 'Apellido', width: 20, value: (_, p) => p.apellido },
  { header: 'Nombre', width: 20, value: (_, p) => p.nombre },
  { header: 'DNI', type: 'text', width: 12, value: (_, p) => p.dni },
  { header: 'Sexo', width: 12, value: (_, p) => sexLabel(p.sexo) },
  { header: 'Fecha de Nacimiento', type: 'date', width: 20, value: (_, p) => p.fechaNacimiento },
  { header: 'Email', width: 28, value: (_, p) => orEmpty(p.email) },
  { header: 'WhatsApp', type: 'text', width: 18, value: (_, p) => phoneCell(p.whatsapp) },
  { header: 'Teléfono de Emergencia', type: 'text', width: 22, value: (_, p) => phoneCell(p.telefono) },
  { header: 'Obra Social', width: 20, value: (_, p) => orEmpty(p.obraSocial) },
  { header: 'Grupo Sanguíneo', width: 16, value: (_, p) => orEmpty(p.grupoSanguineo) },
  { header: 'Alergias', width: 24, value: (_, p) => allergyText(p.alergia) },
  { header: 'Distancia (km)', type: 'number', width: 14, value: (i) => i.distancia },
  { header: 'Categoría', width: 26, value: (i) => i.categoria },
  { header: 'Tipo', width: 20, value: (_, __, role) => role },
  { header: 'Dorsal', type: 'number', width: 10, value: (i) => i.numeroDorsalAsignado },
  { header: 'Pago', width: 12, value: (i) => paymentLabel(i.pagoConfirmado) },
  { header: 'Asistencia', width: 14, value: (i) => attendanceLabel(i.asistenciaConfirmada) },
];

export const INSCRIPTION_EXPORT_HEADERS: readonly string[] = INSCRIPTION_EXPORT_COLUMNS.map((c) => c.header);
export const INSCRIPTION_EXPORT_TYPES: readonly (ExportColumnType | undefined)[] = INSCRIPTION_EXPORT_COLUMNS.map(
  (c) => c.type,
);

/** The participants of an inscription in export order: the holder, then the partner of a pair (D13). */
export function exportParticipants(inscription: ExportInscription): { person: ExportPerson; role: ParticipantRole }[] {
  if (!inscription.partner) return [{ person: inscription.holder, role: 'Individual' }];
  return [
    { person: inscription.holder, role: 'Equipo (titular)' },
    { person: inscription.partner, role: 'Equipo (compañero)' },
  ];
}

/** One row per participant, the cells of the 19 columns; a pair's two rows share id, category and bib. */
export function inscriptionExportRows(inscription: ExportInscription): ExportCell[][] {
  return exportParticipants(inscription).map(({ person, role }) =>
    INSCRIPTION_EXPORT_COLUMNS.map((column) => column.value(inscription, person, role)),
  );
}

function personOf(
  runner: { nombre: string; apellido: string; dni: string; sexo: string },
  data: ParticipantData,
): ExportPerson {
  return {
    nombre: runner.nombre,
    apellido: runner.apellido,
    dni: runner.dni,
    sexo: runner.sexo,
    fechaNacimiento: data.fechaNacimiento,
    email: data.email,
    whatsapp: data.whatsapp,
    telefono: data.telefono,
    obraSocial: data.obraSocial,
    grupoSanguineo: data.grupoSanguineo,
    alergia: data.alergia,
  };
}

/** An inscription as GET /api/admin/inscriptions gives it (what the grid has loaded), for the export. */
export function exportInscriptionOf(inscription: AdminInscription): ExportInscription {
  return {
    id: inscription.id,
    eventName: inscription.eventName,
    distancia: inscription.distancia,
    categoria: inscription.categoria,
    numeroDorsalAsignado: inscription.numeroDorsalAsignado ?? null,
    pagoConfirmado: inscription.pagoConfirmado,
    asistenciaConfirmada: inscription.asistenciaConfirmada,
    holder: personOf(inscription.runner, inscription.runnerData),
    partner:
      inscription.compañero && inscription.partnerData
        ? personOf(inscription.compañero, inscription.partnerData)
        : null,
  };
}

/**
 * A cell as text, for a file without types (CSV): a date dd/mm/yyyy as the organiser reads it (D9), a number
 * with the es-AR decimal comma, an empty cell as ''. Neutralising formulas is the CSV writer's part.
 */
export function exportCellText(cell: ExportCell, type: ExportColumnType | undefined): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (type === 'date') return formatIsoDateEsAr(cell);
  return cell;
}
