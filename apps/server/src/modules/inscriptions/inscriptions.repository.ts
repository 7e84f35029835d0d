import { pickCurrentEvent } from '@carreras/domain/events/current-event';
import type { Inscription, InscriptionListQuery } from '@carreras/domain/inscriptions/inscription.schemas';
import type { InscriptionParties } from '@carreras/domain/inscriptions/inscription-access';
import { partnerDisplayName } from '@carreras/domain/inscriptions/partner-name';
import { paymentState } from '@carreras/domain/places/fees';
import { searchWords } from '@carreras/domain/search-key';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { inscriptionStateColumns, inscriptionsWithStartGroup } from '../../db/inscription-fragments.ts';
import type { Database } from '../../db/schema.ts';
import { searchTextHasWords } from '../../lib/like-pattern.ts';

type Db = Kysely<Database>;

function baseQuery(db: Db) {
  return db
    .selectFrom('inscriptions as i')
    .innerJoin('runners as r', 'r.id', 'i.runner_id')
    .innerJoin('events as e', 'e.id', 'i.event_id')
    .leftJoin('runners as p', 'p.id', 'i.partner_runner_id');
}

function selectInscription(db: Db) {
  return inscriptionsWithStartGroup(db)
    .innerJoin('events as e', 'e.id', 'i.event_id')
    .leftJoin('runners as p', 'p.id', 'i.partner_runner_id')
    .select([
      'e.lugar as event_lugar',
      'sg.name as group_name',
      'sg.start_time as group_start',
      'i.id',
      'i.runner_id',
      'i.event_id',
      'i.category_id',
      'i.distancia',
      'i.categoria',
      ...inscriptionStateColumns,
      'i.partner_pending',
      'i.created_at',
      'i.updated_at',
      'e.nombre as event_name',
      'e.fecha as event_date',
      'r.nombre as runner_nombre',
      'r.apellido as runner_apellido',
      'r.dni as runner_dni',
      'r.sexo as runner_sexo',
      'p.id as partner_id',
      'p.nombre as partner_nombre',
      'p.apellido as partner_apellido',
      'p.dni as partner_dni',
      'p.sexo as partner_sexo',
      // What the payments recorded and not undone add up to (decision 015), read by paymentState.
      sql<
        number | string
      >`(select coalesce(sum(pm.monto), 0) from payments pm where pm.inscription_id = i.id and pm.voided_at is null)`.as(
        'pagos_monto',
      ),
      sql<
        number | string
      >`(select count(*) from payments pm where pm.inscription_id = i.id and pm.voided_at is null and pm.metodo = 'exento')`.as(
        'pagos_exentos',
      ),
    ]);
}

type InscriptionRow = Awaited<ReturnType<ReturnType<typeof selectInscription>['executeTakeFirstOrThrow']>>;

function toInscription(row: InscriptionRow): Inscription {
  return {
    id: row.id,
    runnerId: row.runner_id,
    runner_id: row.runner_id,
    eventId: row.event_id,
    eventName: row.event_name,
    eventDate: row.event_date,
    distancia: row.distancia,
    categoria: row.categoria,
    categoryId: row.category_id,
    esEquipo: Boolean(row.es_equipo),
    // A pending partner has not consented: nothing of them but the DNI the holder typed and the short name
    // the partner check showed the holder for it.
    compañero:
      row.partner_id !== null && row.partner_id !== undefined && !row.partner_pending
        ? {
            id: row.partner_id,
            nombre: row.partner_nombre ?? '',
            apellido: row.partner_apellido ?? '',
            dni: row.partner_dni ?? '',
            sexo: row.partner_sexo ?? 'M',
          }
        : null,
    compañeroPendiente:
      row.partner_pending && row.partner_dni
        ? {
            dni: row.partner_dni,
            nombre: partnerDisplayName({ nombre: row.partner_nombre ?? '', apellido: row.partner_apellido ?? '' }),
          }
        : null,
    pagoConfirmado: Boolean(row.pago_confirmado),
    inscripcionConfirmada: Boolean(row.inscripcion_confirmada),
    asistenciaConfirmada: Boolean(row.asistencia_confirmada),
    numeroDorsalAsignado: row.numero_dorsal_asignado,
    eventLugar: row.event_lugar,
    grupo: row.group_name ?? null,
    horaLargada: row.group_start === null || row.group_start === undefined ? null : Number(row.group_start),
    ...paymentState({
      precioUnitario: row.precio_unitario,
      partnerRunnerId: row.partner_runner_id,
      pagoInformadoAt: row.pago_informado_at,
      pagoConfirmado: Boolean(row.pago_confirmado),
      pagado: { monto: Number(row.pagos_monto), exento: Number(row.pagos_exentos) > 0 },
    }),
    pagoReferencia: row.pago_referencia,
    pagoInformadoAt: row.pago_informado_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    runner: {
      id: row.runner_id,
      nombre: row.runner_nombre,
      apellido: row.runner_apellido,
      dni: row.runner_dni,
      sexo: row.runner_sexo,
    },
  };
}

export async function findInscription(db: Db, id: number): Promise<Inscription | undefined> {
  const row = await selectInscription(db).where('i.id', '=', id).executeTakeFirst();
  return row ? toInscription(row) : undefined;
}

type Filters = InscriptionListQuery & { participantId?: number };

function applyFilters(filters: Filters) {
  return (eb: ExpressionBuilder<Database & { i: Database['inscriptions']; r: Database['runners'] }, 'i' | 'r'>) => {
    const conditions = [];
    const eventId = filters.event ?? filters.eventId;
    if (eventId !== undefined) conditions.push(eb('i.event_id', '=', eventId));
    if (filters.runnerId !== undefined) conditions.push(eb('i.runner_id', '=', filters.runnerId));
    if (filters.participantId !== undefined) {
      conditions.push(
        eb.or([eb('i.runner_id', '=', filters.participantId), eb('i.partner_runner_id', '=', filters.participantId)]),
      );
    }
    if (filters.categoria) conditions.push(eb('i.categoria', '=', filters.categoria));
    if (filters.distancia !== undefined) conditions.push(eb('i.distancia', '=', filters.distancia));
    if (filters.pagoConfirmado !== undefined) conditions.push(eb('i.pago_confirmado', '=', filters.pagoConfirmado));
    if (filters.pagoInformado !== undefined) {
      const toVerify = eb.and([eb('i.pago_informado_at', 'is not', null), eb('i.pago_confirmado', '=', false)]);
      conditions.push(filters.pagoInformado ? toVerify : eb.not(toVerify));
    }
    if (filters.asistenciaConfirmada !== undefined) {
      conditions.push(eb('i.asistencia_confirmada', '=', filters.asistenciaConfirmada));
    }
    if (filters.esEquipo !== undefined) conditions.push(eb('i.es_equipo', '=', filters.esEquipo));
    if (filters.tieneDorsal !== undefined) {
      conditions.push(
        filters.tieneDorsal
          ? eb('i.numero_dorsal_asignado', 'is not', null)
          : eb('i.numero_dorsal_asignado', 'is', null),
      );
    }
    // Every word in the holder's name, surname or DNI, ignoring case and accents.
    const words = searchWords(filters.searchTerm ?? '');
    if (words.length > 0) conditions.push(searchTextHasWords('r.search_text', words));
    return eb.and(conditions);
  };
}

export async function listInscriptions(db: Db, filters: Filters): Promise<{ items: Inscription[]; total: number }> {
  const where = applyFilters(filters);
  const [rows, count] = await Promise.all([
    selectInscription(db)
      .where(where)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit)
      .execute(),
    baseQuery(db)
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toInscription), total: Number(count.n) };
}

/** An event as the inscription rules read it: when it takes inscriptions, whether it takes pairs. */
export interface InscriptionEvent {
  id: number;
  nombre: string;
  fecha: string;
  activo: boolean;
  permiteParejas: boolean;
  fechaAperturaInscripciones: string | null;
  fechaCierreInscripciones: string | null;
}

export async function findEvent(db: Db, id: number): Promise<InscriptionEvent | undefined> {
  const row = await db
    .selectFrom('events')
    .select([
      'id',
      'nombre',
      'fecha',
      'activo',
      'permite_parejas',
      'fecha_apertura_inscripciones',
      'fecha_cierre_inscripciones',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      nombre: row.nombre,
      fecha: row.fecha,
      activo: Boolean(row.activo),
      permiteParejas: Boolean(row.permite_parejas),
      fechaAperturaInscripciones: row.fecha_apertura_inscripciones,
      fechaCierreInscripciones: row.fecha_cierre_inscripciones,
    }
  );
}

/** The current event (D17): the active event whose date is next, else the latest active one. */
export async function findCurrentEvent(db: Db): Promise<InscriptionEvent | undefined> {
  const events = await db.selectFrom('events').select(['id', 'fecha', 'activo']).where('activo', '=', true).execute();
  const current = pickCurrentEvent(events);
  return current ? findEvent(db, current.id) : undefined;
}

/** The inscription through which the runner takes part in the event, as holder or partner. */
export async function findParticipant(
  db: Db,
  eventId: number,
  runnerId: number,
): Promise<{ inscriptionId: number } | undefined> {
  const row = await db
    .selectFrom('event_participants')
    .select('inscription_id')
    .where('event_id', '=', eventId)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
  return row && { inscriptionId: row.inscription_id };
}

/** An inscription's pair as the partner's answers and the payment report read it. */
export interface InscriptionPair {
  id: number;
  eventId: number;
  runnerId: number;
  partnerRunnerId: number | null;
  partnerPending: boolean;
  distancia: number;
  categoria: string;
  parties: InscriptionParties;
}

/**
 * The holder and the partner (confirmed, or invited by DNI) of an inscription, as the access rules read
 * them, with the pair's state for its answers.
 */
export async function findInscriptionParties(db: Db, id: number): Promise<InscriptionPair | undefined> {
  const row = await db
    .selectFrom('inscriptions as i')
    .leftJoin('runners as p', 'p.id', 'i.partner_runner_id')
    .select([
      'i.id',
      'i.event_id',
      'i.runner_id',
      'i.partner_runner_id',
      'i.partner_pending',
      'i.distancia',
      'i.categoria',
      'p.dni as partner_dni',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const pending = Boolean(row.partner_pending);
  return {
    id: row.id,
    eventId: row.event_id,
    runnerId: row.runner_id,
    partnerRunnerId: row.partner_runner_id,
    partnerPending: pending,
    distancia: row.distancia,
    categoria: row.categoria,
    parties: {
      runnerId: row.runner_id,
      compañero: row.partner_runner_id !== null && !pending ? { id: row.partner_runner_id } : null,
      compañeroPendiente: pending && row.partner_dni ? { dni: row.partner_dni } : null,
    },
  };
}

/** The inscription of the event that names this runner as partner, pending or confirmed. */
export async function findPairNaming(
  db: Db,
  eventId: number,
  partnerId: number,
): Promise<{ id: number; partnerPending: boolean } | undefined> {
  const row = await db
    .selectFrom('inscriptions')
    .select(['id', 'partner_pending'])
    .where('event_id', '=', eventId)
    .where('partner_runner_id', '=', partnerId)
    .executeTakeFirst();
  return row && { id: row.id, partnerPending: Boolean(row.partner_pending) };
}

export function findBibHolder(db: Db, eventId: number, bib: number) {
  return db
    .selectFrom('inscriptions')
    .select('id')
    .where('event_id', '=', eventId)
    .where('numero_dorsal_asignado', '=', bib)
    .executeTakeFirst();
}

/** True when a result kept by name holds this bib in the event (docs/decisions/018-results-by-name.md). */
export async function bibHeldByEntry(db: Db, eventId: number, bib: number): Promise<boolean> {
  const row = await db
    .selectFrom('result_entries')
    .select('id')
    .where('event_id', '=', eventId)
    .where('dorsal', '=', bib)
    .executeTakeFirst();
  return row !== undefined;
}
