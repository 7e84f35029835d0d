import type { ExportInscription, ExportPerson } from '@carreras/domain/inscriptions/inscription-export';
import type { CategoryReportRow, DistanceReportRow } from '@carreras/domain/reports/report.schemas';
import { type Kysely, sql } from 'kysely';
import { inscriptionStateColumns } from '../../db/inscription-fragments.ts';
import type { Database } from '../../db/schema.ts';
import { bySortName } from '../../lib/name-order.ts';

type Db = Kysely<Database>;

function inscriptionsOf(db: Db, eventId: number | undefined) {
  let query = db.selectFrom('inscriptions as i');
  if (eventId !== undefined) query = query.where('i.event_id', '=', eventId);
  return query;
}

const confirmed = sql<number>`sum(case when i.pago_confirmado = ${sql.lit(true)} then 1 else 0 end)`;

export async function reportByDistance(db: Db, eventId?: number): Promise<DistanceReportRow[]> {
  const rows = await inscriptionsOf(db, eventId)
    .select((eb) => ['i.distancia', eb.fn.countAll<number>().as('total'), confirmed.as('confirmadas')])
    .groupBy('i.distancia')
    .orderBy('i.distancia')
    .execute();
  return rows.map((r) => ({
    distancia: Number(r.distancia),
    totalInscripciones: Number(r.total),
    confirmadas: Number(r.confirmadas),
    pendientes: Number(r.total) - Number(r.confirmadas),
  }));
}

export async function reportByCategory(db: Db, eventId?: number): Promise<CategoryReportRow[]> {
  const rows = await inscriptionsOf(db, eventId)
    .select((eb) => ['i.distancia', 'i.categoria', eb.fn.countAll<number>().as('total'), confirmed.as('confirmadas')])
    .groupBy(['i.distancia', 'i.categoria'])
    .orderBy('i.distancia')
    .orderBy('i.categoria')
    .execute();
  return rows.map((r) => ({
    categoria: r.categoria,
    distancia: Number(r.distancia),
    totalInscripciones: Number(r.total),
    confirmadas: Number(r.confirmadas),
    pendientes: Number(r.total) - Number(r.confirmadas),
  }));
}

/** An inscription as the exports read it: what the domain's export takes, and what only the server holds. */
export interface InscriptionExportRecord extends ExportInscription {
  fechaEvento: string;
  createdAt: string;
  precioUnitario: number | null;
  /** The partner of a pair, accepted or not (the pair pays twice either way). */
  partnerRunnerId: number | null;
  pagoInformadoAt: string | null;
  pagoReferencia: string | null;
}

type InscriptionExportRow = Awaited<ReturnType<typeof inscriptionPage>>[number];

/** The runner columns every export reads, as the domain's export person. */
function toExportPerson(r: {
  nombre: string;
  apellido: string;
  dni: string;
  sexo: string;
  fecha_nacimiento: string;
  email: string;
  whatsapp: string;
  telefono: string;
  obra_social: string | null;
  grupo_sanguineo: string;
  alergia: string | null;
  club: string | null;
}): ExportPerson {
  return {
    nombre: r.nombre,
    apellido: r.apellido,
    dni: r.dni,
    sexo: r.sexo,
    fechaNacimiento: r.fecha_nacimiento,
    email: r.email,
    whatsapp: r.whatsapp,
    telefono: r.telefono,
    obraSocial: r.obra_social,
    grupoSanguineo: r.grupo_sanguineo,
    alergia: r.alergia,
    club: r.club,
  };
}

function toInscriptionExport(r: InscriptionExportRow): InscriptionExportRecord {
  return {
    id: r.id,
    eventName: r.event_name,
    distancia: r.distancia,
    categoria: r.categoria,
    numeroDorsalAsignado: r.numero_dorsal_asignado,
    pagoConfirmado: r.pago_confirmado,
    asistenciaConfirmada: r.asistencia_confirmada,
    holder: toExportPerson(r),
    partner:
      r.partner_dni === null
        ? null
        : {
            nombre: r.partner_nombre ?? '',
            apellido: r.partner_apellido ?? '',
            dni: r.partner_dni,
            sexo: r.partner_sexo ?? '',
            fechaNacimiento: r.partner_fecha_nacimiento ?? '',
            email: r.partner_email ?? '',
            whatsapp: r.partner_whatsapp ?? '',
            telefono: r.partner_telefono ?? '',
            obraSocial: r.partner_obra_social,
            grupoSanguineo: r.partner_grupo_sanguineo ?? '',
            alergia: r.partner_alergia,
            club: r.partner_club,
          },
    fechaEvento: r.event_date,
    createdAt: r.created_at,
    precioUnitario: r.precio_unitario,
    partnerRunnerId: r.partner_runner_id,
    pagoInformadoAt: r.pago_informado_at,
    pagoReferencia: r.pago_referencia,
  };
}

const PAGE_SIZE = 500;

/** One page of inscriptions with their runner and partner, in export order. */
function inscriptionPage(db: Db, eventId: number | undefined, orderByBib: boolean, offset: number) {
  let query = db
    .selectFrom('inscriptions as i')
    .innerJoin('runners as r', 'r.id', 'i.runner_id')
    .innerJoin('events as e', 'e.id', 'i.event_id')
    // A partner who has not accepted the pair yet does not take part.
    .leftJoin('runners as p', (join) =>
      join.onRef('p.id', '=', 'i.partner_runner_id').on('i.partner_pending', '=', false),
    )
    .select([
      'i.id',
      'i.distancia',
      'i.categoria',
      ...inscriptionStateColumns,
      'i.created_at',
      'e.nombre as event_name',
      'e.fecha as event_date',
      'r.nombre',
      'r.apellido',
      'r.dni',
      'r.sexo',
      'r.fecha_nacimiento',
      'r.email',
      'r.whatsapp',
      'r.telefono',
      'r.provincia',
      'r.obra_social',
      'r.grupo_sanguineo',
      'r.alergia',
      'r.club',
      'p.nombre as partner_nombre',
      'p.apellido as partner_apellido',
      'p.dni as partner_dni',
      'p.sexo as partner_sexo',
      'p.fecha_nacimiento as partner_fecha_nacimiento',
      'p.email as partner_email',
      'p.whatsapp as partner_whatsapp',
      'p.telefono as partner_telefono',
      'p.obra_social as partner_obra_social',
      'p.grupo_sanguineo as partner_grupo_sanguineo',
      'p.alergia as partner_alergia',
      'p.club as partner_club',
    ]);
  if (eventId !== undefined) query = query.where('i.event_id', '=', eventId);
  if (orderByBib) query = query.where('i.numero_dorsal_asignado', 'is not', null).orderBy('i.numero_dorsal_asignado');
  return query
    .orderBy(bySortName(db, 'r.sort_name'))
    .orderBy('r.apellido')
    .orderBy('r.nombre')
    .orderBy('i.id')
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute();
}

/** Inscriptions with their runner and partner, for the list exports; streamed in pages. */
export async function* inscriptionRows(
  db: Db,
  eventId: number | undefined,
  orderByBib = false,
): AsyncGenerator<InscriptionExportRecord> {
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const rows = await inscriptionPage(db, eventId, orderByBib, offset);
    yield* rows.map(toInscriptionExport);
    if (rows.length < PAGE_SIZE) return;
  }
}

/** A runner as the runners export reads them: the export's person, with country and province. */
export interface RunnerExportRecord extends ExportPerson {
  pais: string;
  provincia: string;
}

/** Runners (of one event, or all), for the runners export; streamed in pages. */
export async function* runnerRows(db: Db, eventId: number | undefined): AsyncGenerator<RunnerExportRecord> {
  const pageSize = 500;
  for (let offset = 0; ; offset += pageSize) {
    let query = db.selectFrom('runners as r').selectAll('r');
    if (eventId !== undefined) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('event_participants as ep')
            .select('ep.runner_id')
            .whereRef('ep.runner_id', '=', 'r.id')
            .where('ep.event_id', '=', eventId),
        ),
      );
    }
    const rows = await query
      .orderBy(bySortName(db, 'r.sort_name'))
      .orderBy('r.apellido')
      .orderBy('r.nombre')
      .orderBy('r.id')
      .limit(pageSize)
      .offset(offset)
      .execute();
    yield* rows.map((r): RunnerExportRecord => ({ ...toExportPerson(r), pais: r.pais, provincia: r.provincia }));
    if (rows.length < pageSize) return;
  }
}
