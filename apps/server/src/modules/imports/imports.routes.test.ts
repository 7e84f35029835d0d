import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { enrolThroughApi, registerRunner, testDialect, uniqueDni } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';
import { dottedDni, sheetFile, useImportTestApp } from './imports-test-helpers.ts';

const ctx = useImportTestApp();
const { call, postSheet } = ctx;

/** Race day in 2027: a category is judged on the age 2027 minus the year of birth. */
const RACE_DAY = '2027-03-14';

async function runnerByDni(dni: string) {
  return ctx.db.selectFrom('runners').selectAll().where('dni', '=', dni).executeTakeFirst();
}

/** The import's password sheet read back: each new runner's temporary password by DNI. */
async function passwordsByDni(sheet: { contenido: string }) {
  const rows = (await readXlsx(Buffer.from(sheet.contenido, 'base64')))['Contraseñas temporales'] ?? [];
  return new Map(rows.slice(1).map((row) => [String(row[0]), String(row[3])]));
}

async function eventInscriptions(eventId: number) {
  return ctx.db
    .selectFrom('inscriptions')
    .innerJoin('runners', 'runners.id', 'inscriptions.runner_id')
    .select([
      'runners.dni',
      'inscriptions.categoria',
      'inscriptions.numero_dorsal_asignado',
      'inscriptions.pago_confirmado',
    ])
    .where('inscriptions.event_id', '=', eventId)
    .orderBy('runners.dni')
    .execute();
}

/**
 * A Google Forms answer sheet as Excel on Windows saves it: ';' between cells, Latin-1, accents missing in
 * places, DNIs with dots and spaces, birth dates in three formats, a repeated DNI, a repeated bib, a taken bib,
 * a category the runner is too old for, a registered runner and one already in the event.
 */
async function messyScenario() {
  const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
  const existing = await registerRunner(ctx.app, { sexo: 'F', fechaNacimiento: '1985-04-02', provincia: 'Tucumán' });
  const enrolled = await registerRunner(ctx.app, { sexo: 'F', fechaNacimiento: '1990-01-01' });
  await enrolThroughApi(ctx.app, ctx.adminToken, {
    runnerId: enrolled.user.id,
    eventId,
    distancia: 33,
    categoria: 'PROMOCIONALES A FEM',
    numeroDorsalAsignado: 50,
  });
  const dni = { juan: uniqueDni(), ana: uniqueDni(), carlos: uniqueDni(), lucia: uniqueDni(), pedro: uniqueDni() };
  const lines = [
    'Marca temporal;Dirección de correo electrónico;Nombre y apellido;Nº de documento;Fecha de nacimiento;Sexo;Celular;Provincia;Grupo sanguineo;Distancia;Categoria;Dorsal;Talle',
    `01/11/2026 10:00:01;juan@example.com;Juan Perez;${dottedDni(dni.juan)};20/05/1995;Masculino;381 555-1234;Tucumán;0+;33 km;promocionales a masc;101;L`,
    `01/11/2026 10:05:00;ana@example.com;Ana Lopez;${dni.ana.slice(0, 2)} ${dni.ana.slice(2)};3/7/01;Mujer;381 555-2222;Salta;A+;33;Promocionales A Fem;;S`,
    `01/11/2026 11:00:00;carlos@example.com;Carlos Gomez;${dni.carlos};1988-02-10;Varón;381 555-3333;Tucumán;B+;66 km;master a1 masc;;XL`,
    // Juan's earlier answer, listed after his later one: the latest 'Marca temporal' (row 2) is the one imported.
    `01/11/2026 09:30:00;juan2@example.com;Juan Perez;${dni.juan};20/05/1995;M;381 555-1234;Tucumán;O+;33 km;promocionales a masc;;L`,
    `01/11/2026 12:00:00;lucia@example.com;Lucia Diaz;${dottedDni(dni.lucia)};10/10/1999;F;381 555-4444;Jujuy;O-;33 km;promocionales a fem;101;M`,
    `01/11/2026 12:30:00;nueva@example.com;María José Núñez;${dottedDni(existing.payload.dni)};02/04/1985;F;381 555-5555;Salta;O+;33 km;promocionales b fem;;M`,
    `01/11/2026 13:00:00;pedro@example.com;Pedro Ruiz;${dni.pedro};1/2/1990;M;381 555-6666;Tucumán;A-;33 km;promocionales b masc;50;L`,
    `01/11/2026 13:30:00;otra@example.com;Rosa Vera;${enrolled.payload.dni};01/01/1990;F;381 555-7777;Tucumán;A+;33 km;promocionales b fem;;S`,
    ';;;;;;;;;;;;',
  ];
  const bytes = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
  return { eventId, existing, enrolled, dni, bytes };
}

describe('POST /api/admin/events/:eventId/import/preview', () => {
  it('maps the Forms headers and says what each row would do, writing nothing', async () => {
    const s = await messyScenario();
    const runnersBefore = await ctx.db
      .selectFrom('runners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await postSheet('import/preview', s.eventId, {
      archivo: sheetFile(s.bytes),
      existentes: 'actualizar',
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.columnas.map((c: { campo: string | null }) => c.campo)).toEqual([
      'marcaTemporal',
      'email',
      'nombreApellido',
      'dni',
      'fechaNacimiento',
      'sexo',
      'telefono',
      'provincia',
      'grupoSanguineo',
      'distancia',
      'categoria',
      'dorsal',
      null,
    ]);
    expect(preview.columnas[1].encabezado).toBe('Dirección de correo electrónico');
    expect(preview.faltantes).toEqual([]);
    expect(
      preview.filas.map((r: { fila: number; accion: string; motivos: string[] }) => [r.fila, r.accion, r.motivos]),
    ).toEqual([
      [2, 'crear', []],
      [3, 'crear', []],
      [4, 'rechazar', ['Categoría: MASTER A1 MASC no corresponde a un corredor de 39 años el día de la carrera']],
      [5, 'rechazar', ['DNI: se repite; se importa la fila 2, la más reciente (01/11/2026 10:00)']],
      [6, 'rechazar', ['Dorsal: el 101 se repite en la fila 2']],
      [7, 'actualizar', []],
      [8, 'rechazar', ['Dorsal: el 50 ya está asignado en este evento']],
      [9, 'rechazar', ['El corredor ya está inscrito en este evento']],
    ]);
    expect(preview.filas[0]).toMatchObject({
      dni: s.dni.juan,
      nombre: 'Juan',
      apellido: 'Perez',
      distancia: 33,
      categoria: 'PROMOCIONALES A MASC',
      dorsal: 101,
    });
    expect(preview.totales).toEqual({
      filas: 8,
      crear: 2,
      actualizar: 1,
      conservar: 0,
      rechazar: 5,
      espera: 0,
      sobrecupo: 0,
    });

    const runnersAfter = await ctx.db
      .selectFrom('runners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(runnersAfter.n)).toBe(Number(runnersBefore.n));
    expect(await eventInscriptions(s.eventId)).toHaveLength(1);
  });

  it("preselects 'Teléfono de emergencia' for the emergency phone instead of leaving it out, and says so", async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const dni = uniqueDni();
    const csv = [
      'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;WhatsApp;Teléfono de emergencia;Provincia;Grupo sanguíneo;Categoría',
      `${dni};Paz;Inés;2000-01-01;F;ines@example.com;381 555-8888;0381 421-0000;Tucumán;AB+;PROMOCIONALES A FEM`,
    ].join('\n');
    const preview = (await postSheet('import/preview', eventId, { archivo: sheetFile(Buffer.from(csv)) })).json();
    expect(preview.columnas[7]).toEqual({
      indice: 7,
      encabezado: 'Teléfono de emergencia',
      campo: 'telefono',
      supuesta: true,
    });
    expect(preview.columnas.filter((c: { supuesta: boolean }) => c.supuesta)).toHaveLength(1);
    expect(preview.faltantes).toEqual([]);
    expect(preview.filas[0]).toMatchObject({ accion: 'crear', motivos: [] });
    const imported = await postSheet('import', eventId, { archivo: sheetFile(Buffer.from(csv)) });
    expect(imported.statusCode).toBe(200);
    const runner = await ctx.db
      .selectFrom('runners')
      .select(['telefono', 'whatsapp'])
      .where('dni', '=', dni)
      .executeTakeFirstOrThrow();
    expect(runner.whatsapp).toBe('5493815558888');
    expect(runner.telefono).not.toBe(runner.whatsapp);
  });

  it('takes the admin’s mapping instead of the detected one, and refuses a mapping that does not fit', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const dni = uniqueDni();
    const csv = [
      'Doc,Apellido,Nombre,Nacio,Sexo,Email,Tel,Provincia,Grupo,Categoria',
      `${dni},Paz,Inés,2000-01-01,F,ines@example.com,381 555-8888,Tucumán,AB+,PROMOCIONALES A FEM`,
    ].join('\n');
    const detected = await postSheet('import/preview', eventId, {
      archivo: sheetFile(Buffer.from(`\uFEFF${csv}`, 'utf8')),
    });
    expect(detected.json().faltantes).toEqual(['DNI', 'Fecha de nacimiento', 'Grupo sanguíneo']);
    expect(detected.json().filas[0].accion).toBe('rechazar');

    const mapeo = [
      'dni',
      'apellido',
      'nombre',
      'fechaNacimiento',
      'sexo',
      'email',
      'telefono',
      'provincia',
      'grupoSanguineo',
      'categoria',
    ];
    const mapped = await postSheet('import/preview', eventId, {
      archivo: sheetFile(Buffer.from(`\uFEFF${csv}`, 'utf8')),
      mapeo,
    });
    expect(mapped.json().faltantes).toEqual([]);
    expect(mapped.json().filas[0]).toMatchObject({ accion: 'crear', nombre: 'Inés', categoria: 'PROMOCIONALES A FEM' });

    const short = await postSheet('import/preview', eventId, {
      archivo: sheetFile(Buffer.from(csv)),
      mapeo: mapeo.slice(1),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('El mapeo de columnas no coincide con las columnas de la planilla');
    const twice = await postSheet('import/preview', eventId, {
      archivo: sheetFile(Buffer.from(csv)),
      mapeo: ['dni', 'dni', ...mapeo.slice(2)],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('La columna DNI está asignada dos veces');
  });

  it('answers 413 past 5,000 rows, 400 for a file it cannot read and 404 for a missing event', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const rows = Array.from({ length: 5001 }, (_, i) => `${30_000_000 + i};Apellido;Nombre`);
    const tooMany = await postSheet('import/preview', eventId, {
      archivo: sheetFile(Buffer.from(['DNI;Apellido;Nombre', ...rows].join('\n'))),
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(
      'La planilla tiene más de 5000 filas. Divida la planilla en partes más chicas.',
    );

    const broken = await postSheet('import/preview', eventId, {
      archivo: sheetFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'roto.xlsx'),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/No se pudo leer el archivo/);

    const missing = await postSheet('import/preview', 999999, {
      archivo: sheetFile(Buffer.from('DNI\n30111222')),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/admin/events/:eventId/import', () => {
  it('writes exactly the accepted rows in one go, and each new runner signs in with their own temporary password', async () => {
    const s = await messyScenario();
    const body = { archivo: sheetFile(s.bytes), existentes: 'actualizar' };

    const response = await postSheet('import', s.eventId, body);
    expect(response.statusCode).toBe(200);
    const { contrasenas, rechazadas, ...counts } = response.json();
    expect(rechazadas.nombre).toBe('respuestas_rechazadas.csv');
    expect(counts).toEqual({
      corredoresCreados: 2,
      corredoresActualizados: 1,
      inscripcionesCreadas: 3,
      filasRechazadas: 5,
      listaEspera: 0,
      sobrecupo: 0,
    });
    const passwords = await passwordsByDni(contrasenas);

    const juan = await runnerByDni(s.dni.juan);
    expect(juan).toMatchObject({
      nombre: 'Juan',
      apellido: 'Perez',
      sexo: 'M',
      fecha_nacimiento: '1995-05-20',
      provincia: 'Tucumán',
      grupo_sanguineo: 'O+',
      whatsapp: '5493815551234',
      pais: 'Argentina',
    });
    expect(Boolean(juan?.requiere_cambio_password)).toBe(true);
    expect(await runnerByDni(s.dni.ana)).toMatchObject({ fecha_nacimiento: '2001-07-03', sexo: 'F' });
    for (const refused of [s.dni.carlos, s.dni.lucia, s.dni.pedro]) expect(await runnerByDni(refused)).toBeUndefined();
    expect(await runnerByDni(s.existing.payload.dni)).toMatchObject({
      email: 'nueva@example.com',
      provincia: 'Salta',
      nombre: 'María José',
    });

    const inscriptions = await eventInscriptions(s.eventId);
    expect(
      inscriptions.map((i) => [i.dni, i.categoria, i.numero_dorsal_asignado, Boolean(i.pago_confirmado)]).sort(),
    ).toEqual(
      [
        [s.dni.juan, 'PROMOCIONALES A MASC', 101, true],
        [s.dni.ana, 'PROMOCIONALES A FEM', null, false],
        [s.existing.payload.dni, 'PROMOCIONALES B FEM', null, false],
        [s.enrolled.payload.dni, 'PROMOCIONALES A FEM', 50, false],
      ].sort(),
    );

    const login = await call('POST', '/api/auth/login', undefined, {
      dni: s.dni.juan,
      password: passwords.get(s.dni.juan),
      type: 'runner',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.requiereCambioPassword).toBe(true);
    const token = login.json().token;
    const blocked = await call('GET', `/api/inscriptions?runnerId=${juan?.id}`, token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('PASSWORD_CHANGE_REQUIRED');
    const change = await call('POST', '/api/auth/change-password', token, {
      currentPassword: passwords.get(s.dni.juan),
      newPassword: 'mi-clave-propia',
    });
    expect(change.statusCode).toBe(200);

    const again = await postSheet('import', s.eventId, body);
    expect(again.json()).toMatchObject({ corredoresCreados: 0, inscripcionesCreadas: 0, filasRechazadas: 8 });
  });

  it('keeps a registered runner as they are when asked, and reads an .xlsx with real date cells', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const existing = await registerRunner(ctx.app, {
      sexo: 'M',
      fechaNacimiento: '1994-06-01',
      email: 'viejo@example.com',
    });
    const fresh = uniqueDni();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Respuestas de formulario 1');
    sheet.addRow([
      'Marca temporal',
      'DNI',
      'Apellido',
      'Nombre',
      'Fecha de nacimiento',
      'Género',
      'Email',
      'WhatsApp',
      'Provincia',
      'Grupo sanguíneo',
      'Modalidad',
      'Categoría',
    ]);
    sheet.addRow([
      new Date(),
      Number(existing.payload.dni),
      'Otro',
      'Nombre',
      new Date(Date.UTC(1994, 5, 1)),
      'Masculino',
      'nuevo@example.com',
      '381 555-1000',
      'Salta',
      'A+',
      '66K',
      'Master A1 Masc',
    ]);
    sheet.addRow([
      new Date(),
      Number(fresh),
      'Sosa',
      'Elena',
      new Date(Date.UTC(1960, 0, 15)),
      'Femenino',
      { text: 'elena@example.com', hyperlink: 'mailto:elena@example.com' },
      '381 555-2000',
      'Tucumán',
      'B-',
      '66 km',
      'e-bike',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const preview = await postSheet('import/preview', eventId, {
      archivo: sheetFile(bytes, 'respuestas.xlsx'),
    });
    expect(preview.json().filas.map((r: { accion: string }) => r.accion)).toEqual(['conservar', 'crear']);

    const result = await postSheet('import', eventId, {
      archivo: sheetFile(bytes, 'respuestas.xlsx'),
      existentes: 'conservar',
    });
    expect(result.json()).toMatchObject({
      corredoresCreados: 1,
      corredoresActualizados: 0,
      inscripcionesCreadas: 2,
      filasRechazadas: 0,
    });
    expect(await runnerByDni(existing.payload.dni)).toMatchObject({ email: 'viejo@example.com', apellido: 'Núñez' });
    expect(await runnerByDni(fresh)).toMatchObject({
      email: 'elena@example.com',
      fecha_nacimiento: '1960-01-15',
      sexo: 'F',
      grupo_sanguineo: 'B-',
    });
    expect((await eventInscriptions(eventId)).map((i) => i.categoria).sort()).toEqual(['E-BIKE', 'MASTER A1 MASC']);
  });

  it('checks everything again rather than trusting the preview: a bib taken since is refused', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const dni = uniqueDni();
    const csv = `DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Teléfono;Provincia;Grupo sanguíneo;Categoría;Dorsal\n${dni};Luna;Sol;2000-01-01;F;sol@example.com;381 555-3000;Tucumán;O+;PROMOCIONALES A FEM;7\n`;
    const body = { archivo: sheetFile(Buffer.from(csv)) };
    const preview = await postSheet('import/preview', eventId, body);
    expect(preview.json().totales).toMatchObject({ crear: 1, rechazar: 0 });

    const other = await registerRunner(ctx.app, { sexo: 'F', fechaNacimiento: '1990-01-01' });
    await enrolThroughApi(ctx.app, ctx.adminToken, {
      runnerId: other.user.id,
      eventId,
      distancia: 33,
      categoria: 'PROMOCIONALES A FEM',
      numeroDorsalAsignado: 7,
    });
    const result = await postSheet('import', eventId, body);
    expect(result.json()).toEqual({
      corredoresCreados: 0,
      corredoresActualizados: 0,
      inscripcionesCreadas: 0,
      filasRechazadas: 1,
      listaEspera: 0,
      sobrecupo: 0,
      contrasenas: null,
      rechazadas: expect.objectContaining({ nombre: 'respuestas_rechazadas.csv' }),
    });
    expect(await runnerByDni(dni)).toBeUndefined();
  });
});

describe('one transaction', () => {
  /** Makes the database refuse an E-BIKE inscription, as a failure halfway through the writes would. */
  async function failEbikeInscriptions(on: boolean) {
    const db = ctx.db;
    if (testDialect === 'postgres') {
      if (on) {
        await sql`CREATE OR REPLACE FUNCTION import_test_failure() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'fallo de prueba'; END $$ LANGUAGE plpgsql`.execute(
          db,
        );
        await sql`CREATE TRIGGER import_test_failure BEFORE INSERT ON inscriptions FOR EACH ROW WHEN (NEW.categoria = 'E-BIKE') EXECUTE FUNCTION import_test_failure()`.execute(
          db,
        );
      } else {
        await sql`DROP TRIGGER import_test_failure ON inscriptions`.execute(db);
      }
    } else if (on) {
      await sql`CREATE TRIGGER import_test_failure BEFORE INSERT ON inscriptions WHEN NEW.categoria = 'E-BIKE' BEGIN SELECT RAISE(ABORT, 'fallo de prueba'); END`.execute(
        db,
      );
    } else {
      await sql`DROP TRIGGER import_test_failure`.execute(db);
    }
  }

  it('writes nothing at all when any write fails', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const existing = await registerRunner(ctx.app, { sexo: 'F', fechaNacimiento: '2000-01-01', provincia: 'Tucumán' });
    const [first, second] = [uniqueDni(), uniqueDni()];
    const csv = [
      'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Celular;Provincia;Grupo sanguíneo;Categoría',
      `${first};Uno;Ana;2000-01-01;F;uno@example.com;381 555-1000;Salta;O+;PROMOCIONALES A FEM`,
      `${existing.payload.dni};Otra;Ana;2000-01-01;F;otra@example.com;381 555-2000;Jujuy;O+;PROMOCIONALES A FEM`,
      `${second};Dos;Ana;2000-01-01;F;dos@example.com;381 555-3000;Salta;O+;E-BIKE`,
    ].join('\n');
    await failEbikeInscriptions(true);
    try {
      const response = await postSheet('import', eventId, {
        archivo: sheetFile(Buffer.from(csv)),
        existentes: 'actualizar',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await failEbikeInscriptions(false);
    }
    expect(await runnerByDni(first)).toBeUndefined();
    expect(await runnerByDni(second)).toBeUndefined();
    expect(await runnerByDni(existing.payload.dni)).toMatchObject({ provincia: 'Tucumán', apellido: 'Núñez' });
    expect(await eventInscriptions(eventId)).toEqual([]);
  });
});

describe('GET /api/admin/import/template.xlsx', () => {
  it('gives the headers and an example row that the import itself accepts', async () => {
    const response = await call('GET', '/api/admin/import/template.xlsx', ctx.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('plantilla_inscripciones.xlsx');
    const sheets = await readXlsx(response.rawPayload);
    expect(sheets.Inscripciones?.[0]).toEqual([
      'DNI',
      'Apellido',
      'Nombre',
      'Fecha de nacimiento',
      'Sexo',
      'Email',
      'WhatsApp',
      'Teléfono',
      'País',
      'Provincia',
      'Obra social',
      'Grupo sanguíneo',
      'Alergias',
      'Club',
      'Distancia',
      'Categoría',
      'Dorsal',
    ]);
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    await ctx.db.deleteFrom('runners').where('dni', '=', '30123456').execute();
    const preview = await postSheet('import/preview', eventId, {
      archivo: sheetFile(response.rawPayload, 'plantilla.xlsx'),
    });
    expect(preview.json().faltantes).toEqual([]);
    expect(preview.json().filas).toMatchObject([{ accion: 'crear', categoria: 'PROMOCIONALES A MASC', motivos: [] }]);
  });
});

describe('import access', () => {
  it('answers 401 without a session and 403 to a runner', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const runner = await registerRunner(ctx.app);
    const body = { archivo: sheetFile(Buffer.from('DNI\n30111222')) };
    for (const [method, url, payload] of [
      ['POST', `/api/admin/events/${eventId}/import/preview`, body],
      ['POST', `/api/admin/events/${eventId}/import`, body],
      ['GET', '/api/admin/import/template.xlsx', undefined],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, runner.token, payload)).statusCode).toBe(403);
    }
  });
});
