// Pairs in the runners import (D13, a 'DNI compañero/a' column), on SQLite and PostgreSQL.
import { NO_PLACES_SETTINGS, type PlacesSettingsInput } from '@carreras/domain/places/places.schemas';
import { describe, expect, it } from 'vitest';
import { bearer, registerRunner, uniqueDni } from '../../../test/test-app.ts';
import { sheetFile, useImportTestApp } from './imports-test-helpers.ts';

const ctx = useImportTestApp();
const { postSheet } = ctx;

const RACE_DAY = '2027-03-14';
const HEADER =
  'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Celular;Provincia;Grupo sanguíneo;Distancia;Categoría;DNI compañero/a';

const line = (dni: string, nombre: string, partner = '', categoria = 'PROMOCIONALES A MASC') =>
  `${dni};Paz;${nombre};1995-05-20;M;${nombre.toLowerCase()}@example.com;381 555-1000;Tucumán;O+;33 km;${categoria};${partner}`;

const csv = (...lines: string[]) => sheetFile(Buffer.from([HEADER, ...lines].join('\n')));

interface Row {
  fila: number;
  accion: string;
  motivos: string[];
  pareja: string | null;
  destino: string | null;
}
const summary = (rows: Row[]) => rows.map(({ fila, accion, motivos, pareja }) => ({ fila, accion, motivos, pareja }));

async function inscriptionsOf(eventId: number) {
  const rows = await ctx.db
    .selectFrom('inscriptions')
    .innerJoin('runners as holder', 'holder.id', 'inscriptions.runner_id')
    .leftJoin('runners as partner', 'partner.id', 'inscriptions.partner_runner_id')
    .select([
      'holder.dni as holder',
      'partner.dni as partner',
      'inscriptions.es_equipo',
      'inscriptions.partner_pending',
    ])
    .where('inscriptions.event_id', '=', eventId)
    .orderBy('inscriptions.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    es_equipo: Boolean(row.es_equipo),
    partner_pending: Boolean(row.partner_pending),
  }));
}

async function participantsOf(eventId: number): Promise<number> {
  const rows = await ctx.db
    .selectFrom('event_participants')
    .select('runner_id')
    .where('event_id', '=', eventId)
    .execute();
  return rows.length;
}

describe("the runners import's pairs", () => {
  it('makes one confirmed inscription per pair: two rows of the sheet, or a row and a registered runner', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY, permiteParejas: true });
    const registered = (await registerRunner(ctx.app, { sexo: 'M', fechaNacimiento: '1990-01-01' })).payload.dni;
    const [ana, beto, ciro, dario] = [uniqueDni(), uniqueDni(), uniqueDni(), uniqueDni()];
    const archivo = csv(
      line(ana, 'Ana', beto),
      line(ciro, 'Ciro', registered),
      line(beto, 'Beto', '', ''),
      line(dario, 'Dario'),
    );
    const response = await postSheet('import/preview', eventId, { archivo });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.columnas.at(-1)).toMatchObject({ encabezado: 'DNI compañero/a', campo: 'dniCompanero' });
    expect(summary(preview.filas)).toEqual([
      { fila: 2, accion: 'crear', motivos: [], pareja: `En pareja con la fila 4 (DNI ${beto})` },
      {
        fila: 3,
        accion: 'crear',
        motivos: [],
        pareja: expect.stringMatching(new RegExp(`^En pareja con .+ \\(DNI ${registered}\\), ya registrado/a$`)),
      },
      {
        fila: 4,
        accion: 'crear',
        motivos: [],
        pareja: 'Compañero/a de la fila 2: una sola inscripción para la pareja',
      },
      { fila: 5, accion: 'crear', motivos: [], pareja: null },
    ]);
    expect(preview.filas[2]).toMatchObject({ distancia: 33, categoria: 'PROMOCIONALES A MASC' });

    const imported = await postSheet('import', eventId, { archivo });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ corredoresCreados: 4, inscripcionesCreadas: 3, filasRechazadas: 0 });
    expect(await inscriptionsOf(eventId)).toEqual([
      { holder: ana, partner: beto, es_equipo: true, partner_pending: false },
      { holder: ciro, partner: registered, es_equipo: true, partner_pending: false },
      { holder: dario, partner: null, es_equipo: false, partner_pending: false },
    ]);
    expect(await participantsOf(eventId)).toBe(5);

    // Imported again: every one of them already takes part.
    const again = (await postSheet('import/preview', eventId, { archivo })).json();
    expect(again.filas.map((row: Row) => row.accion)).toEqual(['rechazar', 'rechazar', 'rechazar', 'rechazar']);
  });

  it('refuses pairs, with the reason, where the event allows none or the partner cannot be one', async () => {
    const closed = await ctx.insertEvent({ fecha: RACE_DAY });
    const [ana, beto] = [uniqueDni(), uniqueDni()];
    const refused = (await postSheet('import/preview', closed, { archivo: csv(line(ana, 'Ana', beto)) })).json();
    expect(summary(refused.filas)).toEqual([
      {
        fila: 2,
        accion: 'rechazar',
        motivos: ['DNI compañero/a: este evento no admite inscripciones en pareja'],
        pareja: null,
      },
    ]);

    const open = await ctx.insertEvent({ fecha: RACE_DAY, permiteParejas: true });
    const nobody = uniqueDni();
    const preview = (
      await postSheet('import/preview', open, {
        archivo: csv(line(ana, 'Ana', nobody), line(beto, 'Beto', ana)),
      })
    ).json();
    expect(summary(preview.filas)).toEqual([
      {
        fila: 2,
        accion: 'rechazar',
        motivos: [`DNI compañero/a: ${nobody} no es de un corredor registrado ni de otra fila de esta planilla`],
        pareja: null,
      },
      {
        fila: 3,
        accion: 'rechazar',
        motivos: [`DNI compañero/a: la fila 2 se inscribe con otro compañero/a (${nobody})`],
        pareja: null,
      },
    ]);
  });

  it('refuses a pair beyond the places when the rest go to the waiting list, and enrols it over the limit when chosen', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY, permiteParejas: true });
    const settings: Partial<PlacesSettingsInput> = {
      distancias: [{ distancia: 33, cupo: 1, precio: null, precioAnticipado: null }],
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/registration`,
      headers: bearer(ctx.adminToken),
      payload: { ...NO_PLACES_SETTINGS, ...settings },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [ana, beto] = [uniqueDni(), uniqueDni()];
    const archivo = csv(line(ana, 'Ana', beto), line(beto, 'Beto'));
    const waiting = (await postSheet('import/preview', eventId, { archivo })).json();
    const reason =
      'Pareja: supera el cupo de 33 km: quedan 1, la planilla trae 2, y una pareja no entra en la lista de espera';
    expect(summary(waiting.filas)).toEqual([
      { fila: 2, accion: 'rechazar', motivos: [reason], pareja: `En pareja con la fila 3 (DNI ${beto})` },
      {
        fila: 3,
        accion: 'rechazar',
        motivos: [reason],
        pareja: 'Compañero/a de la fila 2: una sola inscripción para la pareja',
      },
    ]);
    const over = (await postSheet('import/preview', eventId, { archivo, sobrecupo: true })).json();
    expect(over.filas.map((row: Row) => [row.accion, row.destino])).toEqual([
      ['crear', 'sobrecupo'],
      ['crear', 'sobrecupo'],
    ]);
    const imported = await postSheet('import', eventId, { archivo, sobrecupo: true });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ inscripcionesCreadas: 1, sobrecupo: 1, listaEspera: 0 });
    expect(await participantsOf(eventId)).toBe(2);
  });
});
