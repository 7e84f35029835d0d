import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { ageForEvent } from '@carreras/domain/dates';
import { createInscriptionSchema } from '@carreras/domain/inscriptions/inscription.schemas';
import {
  NO_PLACES_SETTINGS,
  type PlacesSettingsInput,
  placesSettingsSchema,
} from '@carreras/domain/places/places.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RunnerAccount } from '../lib/principal-types.ts';
import { enrol } from '../modules/inscriptions/enrolment.service.ts';
import { acceptPair, getEventChoices } from '../modules/inscriptions/inscriptions.service.ts';
import { reportPayment } from '../modules/inscriptions/payments.service.ts';
import { promoteWaiting } from '../modules/inscriptions/waiting-promotion.service.ts';
import { getPlacesInfo, savePlacesSettings } from '../modules/places/places.service.ts';
import { findRunnerByDni, findRunnerById, insertRunner } from '../modules/runners/runners.service.ts';

type Db = Kysely<Database>;

/** Fees of the open edition per distance, in whole pesos; the early-bird price is in force on the demo's day. */
export const DEMO_FEES: Record<number, { precio: number; precioAnticipado: number }> = {
  33: { precio: 35_000, precioAnticipado: 28_000 },
  66: { precio: 48_000, precioAnticipado: 40_000 },
};
/** The early-bird price ends this many days after the demo's day, so it is in force whenever the demo is made. */
const EARLY_BIRD_DAYS = 3;
/** Places left on 33 km once the demo is made; 66 km is left full, with a waiting list. */
export const PLACES_LEFT_ON_33 = 3;

export const DEMO_ORGANISER_WHATSAPP = '5493815550100';

/**
 * Runners with fixed DNIs (password `corredor123`, as every demo runner) that each show one feature of the
 * open edition. Ages sit inside their category's band whatever the day of the year.
 */
export const DEMO_PEOPLE = {
  pairHolder: { dni: '33444555', nombre: 'Agustina', apellido: 'Acuña', sexo: 'F', age: 28 },
  invited: { dni: '31222333', nombre: 'Milagros', apellido: 'Juárez', sexo: 'F', age: 31 },
  paidPairHolder: { dni: '28333444', nombre: 'Facundo', apellido: 'Herrera', sexo: 'M', age: 37 },
  paidPartner: { dni: '29444555', nombre: 'Ezequiel', apellido: 'Ledesma', sexo: 'M', age: 37 },
  waiting: { dni: '35666777', nombre: 'Ramiro', apellido: 'Villagra', sexo: 'M', age: 32 },
  newcomer: { dni: '38777888', nombre: 'Camila', apellido: 'Robles', sexo: 'F', age: 26 },
} as const;

export interface DemoRegistrationSummary {
  eventId: number;
  /** yyyy-mm-dd: last day of the early-bird price. */
  earlyUntil: string;
  distances: { distancia: number; precioActual: number | null; libres: number | null; enEspera: number }[];
  /** Place in the 66 km waiting list of DEMO_PEOPLE.waiting. */
  waitingPosition: number;
  paymentsToVerify: number;
}

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Inserts DEMO_PEOPLE inside the season's transaction, with the demo runners' shared password hash. */
export async function insertDemoPeople(db: Db, passwordHash: string, editionYear: number, stamp: string) {
  for (const [index, person] of Object.values(DEMO_PEOPLE).entries()) {
    const { nombre, apellido, dni } = person;
    const ascii = `${nombre}.${apellido}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    await insertRunner(
      db,
      {
        nombre,
        apellido,
        dni,
        sexo: person.sexo,
        // Mid-February: the age at the edition is `age` or one less, both inside the category.
        fechaNacimiento: `${editionYear - person.age}-02-${String(10 + index).padStart(2, '0')}`,
        email: `${ascii}@example.com`,
        whatsapp: `54938155501${10 + index}`,
        telefono: `54938155502${10 + index}`,
        pais: 'Argentina',
        provincia: 'Tucumán',
        obraSocial: index % 2 === 0 ? 'Subsidio de Salud' : 'OSDE',
        grupoSanguineo: 'O+',
        alergia: null,
        passwordHash,
      },
      stamp,
    );
  }
}

/**
 * The registration side of the open edition, written through the product's services so their rules hold:
 * fees with an early-bird price in force, transfer details, the public list and the organiser's WhatsApp
 * (also on today's rally, the current event the login's '¿Olvidaste tu contraseña?' reads); a pair waiting
 * for the partner's consent and one accepted that reported its payment ('Ya pagué'), with two more reports;
 * then 33 km limited to a few places left and 66 km full with a waiting list. Runs after the season's
 * transaction has committed, since each service opens its own.
 */
export async function showcaseRegistration(
  db: Db,
  events: { open: { id: number; fecha: string }; live: number },
  today: string,
  /** Runners left as they are (the demo's own runner pays herself). */
  untouchedDnis: string[],
): Promise<DemoRegistrationSummary> {
  const openId = events.open.id;
  const admin = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
  const earlyUntil = shiftDays(today, EARLY_BIRD_DAYS);
  const noSettings: PlacesSettingsInput = {
    ...NO_PLACES_SETTINGS,
    whatsappOrganizador: DEMO_ORGANISER_WHATSAPP,
    distancias: [],
  };
  const openSettings = (limits: Record<number, number>) =>
    placesSettingsSchema.parse({
      ...noSettings,
      listaPublica: true,
      fechaFinAnticipado: earlyUntil,
      // Clearly not a real account: bank code 999 does not exist.
      pagoAlias: 'carrera.tafi.mtb',
      pagoCbu: '9990001100000012345678',
      pagoEfectivo: true,
      pagoNotas:
        'Titular: Club Ciclista Tafí del Valle (datos de demostración, no transfieras). ' +
        'Enviá el comprobante por WhatsApp al organizador.',
      retiroKit:
        'Viernes y sábado previos, de 10 a 20 h, en Bicicletería El Cadillal, Av. Mate de Luna 2450, San Miguel de Tucumán. Traé tu DNI.',
      distancias: Object.entries(DEMO_FEES).map(([distancia, fee]) => ({
        distancia: Number(distancia),
        cupo: limits[Number(distancia)] ?? null,
        precio: fee.precio,
        precioAnticipado: fee.precioAnticipado,
      })),
    });

  await savePlacesSettings(db, admin.id, openId, openSettings({}), promoteWaiting);
  await savePlacesSettings(db, admin.id, events.live, placesSettingsSchema.parse(noSettings), promoteWaiting);

  const { categories } = await getEventChoices(db, openId);
  const categoryFor = (runner: RunnerAccount, distancia: number) =>
    categories.find(
      (c) =>
        c.distancia === distancia &&
        c.nombre !== 'E-BIKE' &&
        isCategoryEligible(c, runner.sexo, ageForEvent(runner.fechaNacimiento, events.open.fecha)),
    );
  const person = async (dni: string) => {
    const runner = await findRunnerByDni(db, dni);
    if (!runner) throw new Error(`demo runner ${dni} missing`);
    return runner;
  };
  /** The runner enrols themselves (or joins the waiting list), as the inscription form does. */
  const enrolAs = (
    runner: RunnerAccount,
    distancia: number,
    options: { partnerDni?: string; waitIfFull?: boolean } = {},
  ) => {
    const category = categoryFor(runner, distancia);
    if (!category) throw new Error(`no ${distancia} km category fits demo runner ${runner.dni}`);
    const body = createInscriptionSchema.parse({
      runnerId: runner.id,
      eventId: openId,
      distancia,
      categoria: category.nombre,
      partnerDni: options.partnerDni ?? null,
    });
    return enrol(db, { type: 'runner', runner }, body, options.waitIfFull ?? false);
  };

  // A pair waiting for the partner's answer.
  await enrolAs(await person(DEMO_PEOPLE.pairHolder.dni), 33, { partnerDni: DEMO_PEOPLE.invited.dni });

  // A pair the partner accepted, whose holder then reported the transfer.
  const paidHolder = await person(DEMO_PEOPLE.paidPairHolder.dni);
  const pair = await enrolAs(paidHolder, 66, { partnerDni: DEMO_PEOPLE.paidPartner.dni });
  await acceptPair(db, await person(DEMO_PEOPLE.paidPartner.dni), pair.inscription!.id);
  await reportPayment(db, paidHolder, pair.inscription!.id, 'Transferencia desde Mercado Pago, operación 81234567');

  // Two more reports among the season's unpaid inscriptions, so the admin has a few to verify.
  const reserved = [...Object.values(DEMO_PEOPLE).map((p) => p.dni), ...untouchedDnis];
  const unpaid = await db
    .selectFrom('inscriptions as i')
    .innerJoin('runners as r', 'r.id', 'i.runner_id')
    .select(['i.id', 'i.runner_id'])
    .where('i.event_id', '=', openId)
    .where('i.pago_confirmado', '=', false)
    .where('i.partner_runner_id', 'is', null)
    .where('r.dni', 'not in', reserved)
    .orderBy('i.id')
    .limit(2)
    .execute();
  for (const [index, row] of unpaid.entries()) {
    const runner = await findRunnerById(db, row.runner_id);
    await reportPayment(db, runner!, row.id, index === 0 ? 'Comprobante enviado por WhatsApp' : null);
  }

  // Limits from what is taken now: a few places left on 33 km, none on 66 km.
  const taken = await getPlacesInfo(db, openId);
  const takenOn = (distancia: number) => taken.distancias.find((d) => d.distancia === distancia)?.ocupados ?? 0;
  await savePlacesSettings(
    db,
    admin.id,
    openId,
    openSettings({ 33: takenOn(33) + PLACES_LEFT_ON_33, 66: takenOn(66) }),
    promoteWaiting,
  );

  // Runners of the season who are not in the edition and fit a 66 km category queue for it, with Ramiro second.
  const free = await db
    .selectFrom('runners')
    .select('id')
    .where('dni', 'not in', reserved)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('event_participants as p')
            .select('p.runner_id')
            .where('p.event_id', '=', openId)
            .whereRef('p.runner_id', '=', 'runners.id'),
        ),
      ),
    )
    .orderBy('id')
    .limit(40)
    .execute();
  const queue: RunnerAccount[] = [];
  for (const { id } of free) {
    const runner = await findRunnerById(db, id);
    if (runner && categoryFor(runner, 66)) queue.push(runner);
    if (queue.length === 3) break;
  }
  queue.splice(1, 0, await person(DEMO_PEOPLE.waiting.dni));
  let waitingPosition = 0;
  for (const runner of queue) {
    const outcome = await enrolAs(runner, 66, { waitIfFull: true });
    if (!outcome.waiting) throw new Error('66 km should be full in the demo');
    if (runner.dni === DEMO_PEOPLE.waiting.dni) waitingPosition = outcome.waiting.posicion;
  }

  const info = await getPlacesInfo(db, openId);
  const reported = await db
    .selectFrom('inscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', openId)
    .where('pago_informado_at', 'is not', null)
    .where('pago_confirmado', '=', false)
    .executeTakeFirstOrThrow();
  return {
    eventId: openId,
    earlyUntil,
    distances: info.distancias.map((d) => ({
      distancia: d.distancia,
      precioActual: d.precioActual,
      libres: d.libres,
      enEspera: d.enEspera,
    })),
    waitingPosition,
    paymentsToVerify: Number(reported.n),
  };
}
