import { todayInOrganiserZone } from '@carreras/domain/dates';
import {
  allergyText,
  attendanceLabel,
  type ExportPerson,
  exportParticipants,
  INSCRIPTION_EXPORT_COLUMNS,
  paymentLabel,
  phoneCell,
  sexLabel,
} from '@carreras/domain/inscriptions/inscription-export';
import { paymentState } from '@carreras/domain/places/fees';
import { percentConfirmed, type ReportKind } from '@carreras/domain/reports/report.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { SheetSpec } from '../../lib/xlsx.ts';
import { computeResults } from '../results/results.service.ts';
import { lapTimeSheets, resultSheets } from '../results/results-sheets.ts';
import { lapsConfig } from '../timing/timing-config.service.ts';
import {
  type InscriptionExportRecord,
  inscriptionRows,
  reportByCategory,
  reportByDistance,
  runnerRows,
} from './reports.repository.ts';

type Db = Kysely<Database>;
type Sheet = SheetSpec<Record<string, unknown>>;
type Columns = Sheet['columns'];

/** The sheets of each export of /api/admin/reports/export/{kind}, for one event or all. */
export async function reportSheets(db: Db, kind: ReportKind, eventId: number | undefined): Promise<Sheet[]> {
  switch (kind) {
    case 'resultados':
    case 'tiempos':
      return timingSheets(db, kind, eventId);
    case 'distancia':
      return [
        {
          name: 'Por distancia',
          columns: [{ header: 'Distancia (km)', key: 'distancia', type: 'number' }, ...STATS],
          rows: withPercent(await reportByDistance(db, eventId)),
        },
      ];
    case 'categoria':
      return [
        {
          name: 'Por categoría',
          columns: [
            { header: 'Categoría', key: 'categoria', width: 26 },
            { header: 'Distancia (km)', key: 'distancia', type: 'number' },
            ...STATS,
          ],
          rows: withPercent(await reportByCategory(db, eventId)),
        },
      ];
    case 'corredores':
      return [{ name: 'Corredores', columns: RUNNER_COLUMNS, rows: runnerSheetRows(db, eventId) }];
    case 'inscripciones':
      return [{ name: 'Inscripciones', columns: INSCRIPTION_COLUMNS, rows: inscriptionSheetRows(db, eventId) }];
    case 'dorsales':
      return [{ name: 'Dorsales', columns: BIB_COLUMNS, rows: bibSheetRows(db, eventId) }];
  }
}

const STATS = [
  { header: 'Total', key: 'totalInscripciones', width: 10, type: 'number' },
  { header: 'Confirmadas', key: 'confirmadas', width: 14, type: 'number' },
  { header: 'Pendientes', key: 'pendientes', width: 12, type: 'number' },
  { header: '% Confirmadas', key: 'porcentaje', width: 15, type: 'percent' },
] as const;

const withPercent = <Row extends { totalInscripciones: number; confirmadas: number }>(rows: Row[]) =>
  rows.map((r) => ({ ...r, porcentaje: Number(percentConfirmed(r)) }));

/** Every timed distance of the event, overall only (category sheets live in the results export). */
async function timingSheets(db: Db, kind: 'resultados' | 'tiempos', eventId: number | undefined): Promise<Sheet[]> {
  if (eventId === undefined) throw badRequest('Seleccione un evento');
  const sheets: Sheet[] = [];
  for (const distance of (await lapsConfig(db, eventId)).keys()) {
    const results = await computeResults(db, eventId, { distance });
    sheets.push(...(kind === 'resultados' ? resultSheets(results).slice(0, 1) : lapTimeSheets(results)));
  }
  if (sheets.length === 0) throw notFound('Este evento no tiene cronometraje configurado');
  return sheets;
}

/** A column of the inscriptions export defined in the domain, keyed by its header. */
const domainColumn = (header: string): Columns[number] => {
  const column = INSCRIPTION_EXPORT_COLUMNS.find((c) => c.header === header);
  if (!column) throw new Error(`No export column ${header}`);
  return { header, key: header, width: column.width, ...(column.type ? { type: column.type } : {}) };
};

/** Runners with the export's person columns (same headers and values), plus country and province. */
const RUNNER_COLUMNS: Columns = [
  ...['Apellido', 'Nombre', 'DNI', 'Sexo', 'Fecha de Nacimiento', 'Email', 'WhatsApp', 'Teléfono de Emergencia'].map(
    domainColumn,
  ),
  { header: 'País', key: 'País', width: 14 },
  { header: 'Provincia', key: 'Provincia', width: 16 },
  ...['Obra Social', 'Grupo Sanguíneo', 'Alergias'].map(domainColumn),
  { header: 'Club', key: 'Club', width: 22 },
];

async function* runnerSheetRows(db: Db, eventId: number | undefined) {
  for await (const r of runnerRows(db, eventId)) {
    yield {
      Apellido: r.apellido,
      Nombre: r.nombre,
      DNI: r.dni,
      Sexo: sexLabel(r.sexo),
      'Fecha de Nacimiento': r.fechaNacimiento,
      Email: r.email,
      WhatsApp: phoneCell(r.whatsapp),
      'Teléfono de Emergencia': phoneCell(r.telefono),
      País: r.pais,
      Provincia: r.provincia,
      'Obra Social': r.obraSocial,
      'Grupo Sanguíneo': r.grupoSanguineo,
      Alergias: allergyText(r.alergia),
      Club: r.club ?? '',
    };
  }
}

/**
 * The list export: the 19 columns of the grid's export (the domain's definition, same values), then what only
 * the server holds: the participant's club, the event's date, the partner, the amount due, a payment the runner
 * reported and the day of the inscription.
 */
const INSCRIPTION_COLUMNS: Columns = [
  ...INSCRIPTION_EXPORT_COLUMNS.map((c) => domainColumn(c.header)),
  { header: 'Club', key: 'club', width: 22 },
  { header: 'Fecha del evento', key: 'fechaEvento', width: 16, type: 'date' },
  { header: 'Compañero', key: 'companero', width: 28 },
  { header: 'Monto a pagar', key: 'monto', width: 14, type: 'number' },
  { header: 'Pago informado', key: 'informado', width: 22 },
  { header: 'Fecha de inscripción', key: 'fechaInscripcion', width: 20, type: 'date' },
];

const BIB_COLUMNS: Columns = [
  { header: 'Dorsal', key: 'dorsal', width: 10, type: 'number' },
  { header: 'Apellido', key: 'apellido', width: 20 },
  { header: 'Nombre', key: 'nombre', width: 20 },
  { header: 'DNI', key: 'dni', width: 12, type: 'text' },
  { header: 'Club', key: 'club', width: 22 },
  { header: 'Distancia (km)', key: 'distancia', type: 'number' },
  { header: 'Categoría', key: 'categoria', width: 26 },
  { header: 'Compañero', key: 'companero', width: 28 },
  { header: 'Pago', key: 'pago', width: 12 },
  { header: 'Monto a pagar', key: 'monto', width: 14, type: 'number' },
  { header: 'Pago informado', key: 'informado', width: 22 },
  { header: 'Asistencia', key: 'asistencia', width: 14 },
];

const named = (p: ExportPerson) => `${p.nombre} ${p.apellido} (${p.dni})`;

/** What the inscription owes (a pair twice the price) and a payment the runner reported. */
function payment(r: InscriptionExportRecord) {
  const { montoAPagar, pagoInformado } = paymentState(r);
  return {
    monto: montoAPagar,
    informado: pagoInformado ? `A verificar${r.pagoReferencia ? ` (${r.pagoReferencia})` : ''}` : '',
  };
}

async function* inscriptionSheetRows(db: Db, eventId: number | undefined) {
  for await (const inscription of inscriptionRows(db, eventId)) {
    const extra = {
      fechaEvento: inscription.fechaEvento,
      // The organiser's calendar day (D9), not the UTC one: 22:00 in Tucumán is 01:00 UTC.
      fechaInscripcion: todayInOrganiserZone(new Date(inscription.createdAt)),
    };
    const { monto, informado } = payment(inscription);
    // A pair gives two rows, holder and partner (D13); the amount is on the holder's row only.
    for (const { person, role } of exportParticipants(inscription)) {
      const row: Record<string, unknown> = { ...extra, informado };
      for (const column of INSCRIPTION_EXPORT_COLUMNS) row[column.header] = column.value(inscription, person, role);
      const other = person === inscription.holder ? inscription.partner : inscription.holder;
      row.companero = other ? named(other) : '';
      row.club = person.club ?? '';
      row.monto = role === 'Equipo (compañero)' ? null : monto;
      yield row;
    }
  }
}

async function* bibSheetRows(db: Db, eventId: number | undefined) {
  for await (const r of inscriptionRows(db, eventId, true)) {
    const { holder, partner } = r;
    // One bib per pair (D13): one row, the partner beside the holder.
    yield {
      dorsal: r.numeroDorsalAsignado,
      apellido: holder.apellido,
      nombre: holder.nombre,
      dni: holder.dni,
      club: holder.club ?? '',
      distancia: r.distancia,
      categoria: r.categoria,
      companero: partner ? named(partner) : '',
      pago: paymentLabel(r.pagoConfirmado),
      ...payment(r),
      asistencia: attendanceLabel(r.asistenciaConfirmada),
    };
  }
}
