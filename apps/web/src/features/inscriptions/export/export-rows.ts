import type { AdminInscription, ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import type { InscriptionPerson } from './types.ts';

/** The 19 columns of the inscriptions export (documented in docs/inscriptions-export.md). */
export const EXPORT_COLUMNS = [
  'ID Inscripción',
  'Evento',
  'Apellido',
  'Nombre',
  'DNI',
  'Sexo',
  'Fecha de Nacimiento',
  'Email',
  'WhatsApp',
  'Teléfono de Emergencia',
  'Obra Social',
  'Grupo Sanguíneo',
  'Alergias',
  'Distancia (km)',
  'Categoría',
  'Tipo',
  'Dorsal',
  'Pago',
  'Asistencia',
] as const;

/** Columns the .xlsx keeps as text in a Text-formatted column: digits that are not quantities. */
const TEXT_COLUMNS: ReadonlySet<string> = new Set(['DNI', 'WhatsApp', 'Teléfono de Emergencia']);

/** How the .xlsx writes each column: DNI and phones stay text, the birth date is a date cell. */
export const EXPORT_COLUMN_TYPES = EXPORT_COLUMNS.map((column) =>
  TEXT_COLUMNS.has(column) ? 'text' : column === 'Fecha de Nacimiento' ? 'date' : undefined,
);

export type ExportCell = string | number;
export type ExportRow = ExportCell[];

function personRow(
  inscription: AdminInscription,
  person: InscriptionPerson,
  data: ParticipantData,
  type: string,
): ExportRow {
  return [
    inscription.id,
    inscription.eventName,
    person.apellido,
    person.nombre,
    person.dni,
    person.sexo,
    data.fechaNacimiento,
    data.email,
    data.whatsapp,
    data.telefono,
    data.obraSocial ?? '',
    data.grupoSanguineo,
    data.alergia ?? '',
    inscription.distancia,
    inscription.categoria,
    type,
    inscription.numeroDorsalAsignado ?? '',
    inscription.pagoConfirmado ? 'Pagado' : 'Pendiente',
    inscription.asistenciaConfirmada ? 'Presente' : 'No confirmado',
  ];
}

/** One row per participant: a pair (D13) gives the holder's row and the partner's, with the same bib. */
export function exportRows(inscriptions: AdminInscription[]): ExportRow[] {
  return inscriptions.flatMap((inscription) => {
    if (!inscription.compañero || !inscription.partnerData) {
      return [personRow(inscription, inscription.runner, inscription.runnerData, 'Individual')];
    }
    return [
      personRow(inscription, inscription.runner, inscription.runnerData, 'Equipo (titular)'),
      personRow(inscription, inscription.compañero, inscription.partnerData, 'Equipo (compañero)'),
    ];
  });
}
