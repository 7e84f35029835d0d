import { describe, expect, it } from 'vitest';
import type { ImportCell } from './import-cells.ts';
import { detectMapping } from './import-columns.ts';
import {
  type ExistingRunner,
  type ImportCategory,
  type ImportContext,
  importTotals,
  planImport,
} from './import-plan.ts';

const categories: ImportCategory[] = [
  { id: 1, nombre: 'PROMOCIONALES A MASC', distancia: 33, sexo: 'M', esLibre: false, edadMinima: 17, edadMaxima: 35 },
  { id: 2, nombre: 'PROMOCIONALES A FEM', distancia: 33, sexo: 'F', esLibre: false, edadMinima: 17, edadMaxima: 35 },
  { id: 3, nombre: 'MASTER A1 MASC', distancia: 66, sexo: 'M', esLibre: false, edadMinima: 30, edadMaxima: 34 },
  { id: 4, nombre: 'E-BIKE', distancia: 66, sexo: 'MIXTO', esLibre: true, edadMinima: null, edadMaxima: null },
];

const existing: ExistingRunner = {
  id: 50,
  dni: '28111222',
  nombre: 'Pedro',
  apellido: 'Gómez',
  sexo: 'M',
  fechaNacimiento: '1993-02-01',
  email: 'pedro@example.com',
  whatsapp: '5493815550000',
  telefono: '5493815550000',
  pais: 'Argentina',
  provincia: 'Tucumán',
  obraSocial: null,
  grupoSanguineo: 'A+',
  alergia: null,
  club: 'Team Norte',
  enrolled: false,
};

function context(overrides: Partial<ImportContext> = {}): ImportContext {
  return {
    eventDate: '2026-12-15',
    today: '2026-11-27',
    categories,
    takenBibs: new Set([99]),
    runners: new Map([[existing.dni, existing]]),
    mode: 'conservar',
    ...overrides,
  };
}

const HEADERS = [
  'Marca temporal',
  'DNI',
  'Apellido',
  'Nombre',
  'Fecha de nacimiento',
  'Sexo',
  'Correo electrónico',
  'Celular',
  'Provincia',
  'Grupo sanguíneo',
  'Distancia',
  'Categoría',
  'Dorsal',
];

function row(fila: number, values: Partial<Record<string, ImportCell>>): { fila: number; cells: ImportCell[] } {
  const base: Record<string, ImportCell> = {
    'Marca temporal': '01/11/2026 10:00:00',
    DNI: '30.111.222',
    Apellido: 'perez',
    Nombre: 'juan',
    'Fecha de nacimiento': '20/05/1995',
    Sexo: 'Masculino',
    'Correo electrónico': 'juan@example.com',
    Celular: '381 555-1234',
    Provincia: 'Tucuman',
    'Grupo sanguíneo': '0+',
    Distancia: '33 km',
    Categoría: 'promocionales a masc',
    Dorsal: '',
    ...values,
  };
  return { fila, cells: HEADERS.map((header) => base[header] ?? null) };
}

function plan(rows: { fila: number; cells: ImportCell[] }[], overrides: Partial<ImportContext> = {}) {
  return planImport({ headers: HEADERS, rows }, detectMapping(HEADERS), context(overrides));
}

describe('planImport', () => {
  it('creates a new runner with the product rules applied: DNI digits, proper-case names, one phone for both', () => {
    const [planned] = plan([row(2, {})]);
    expect(planned).toMatchObject({
      fila: 2,
      accion: 'crear',
      motivos: [],
      dni: '30111222',
      categoria: 'PROMOCIONALES A MASC',
    });
    expect(planned?.write?.runner).toMatchObject({
      kind: 'create',
      data: {
        dni: '30111222',
        nombre: 'Juan',
        apellido: 'Perez',
        sexo: 'M',
        fechaNacimiento: '1995-05-20',
        whatsapp: '5493815551234',
        telefono: '5493815551234',
        pais: 'Argentina',
        grupoSanguineo: 'O+',
      },
    });
    expect(planned?.write?.categoryId).toBe(1);
  });

  it('reads the three date formats and an Excel date cell', () => {
    const rows = plan([
      row(2, { DNI: '30111001', 'Fecha de nacimiento': '1995-05-20' }),
      row(3, { DNI: '30111002', 'Fecha de nacimiento': '20/5/95' }),
      row(4, { DNI: '30111003', 'Fecha de nacimiento': new Date(Date.UTC(1995, 4, 20)) }),
    ]);
    for (const planned of rows) {
      expect(planned.accion).toBe('crear');
      expect(planned.write?.runner).toMatchObject({ data: { fechaNacimiento: '1995-05-20' } });
    }
  });

  it('keeps or updates a registered runner as the admin chose', () => {
    const sheetRow = row(2, {
      DNI: '28.111.222',
      Nombre: 'Pedro',
      Apellido: 'Gomez',
      'Correo electrónico': 'nuevo@example.com',
    });
    const [kept] = plan([sheetRow]);
    expect(kept).toMatchObject({ accion: 'conservar', apellido: 'Gómez' });
    expect(kept?.write?.runner).toEqual({ kind: 'keep', id: 50 });

    const [updated] = plan([sheetRow], { mode: 'actualizar' });
    expect(updated?.accion).toBe('actualizar');
    expect(updated?.write?.runner).toMatchObject({
      kind: 'update',
      id: 50,
      data: { email: 'nuevo@example.com', apellido: 'Gomez', grupoSanguineo: 'O+', provincia: 'Tucumán' },
    });
  });

  it('refuses a repeated DNI, a repeated or taken bib and an ineligible category, saying why', () => {
    const rows = plan([
      row(2, { Dorsal: '10' }),
      row(3, { DNI: '30111222', Dorsal: '11' }),
      row(4, { DNI: '30111333', Dorsal: '10' }),
      row(5, { DNI: '30111444', Dorsal: '99' }),
      row(6, { DNI: '30111555', 'Fecha de nacimiento': '2000-01-01', Distancia: '66', Categoría: 'Master A1 Masc' }),
    ]);
    expect(rows.map((r) => r.accion)).toEqual(['crear', 'rechazar', 'rechazar', 'rechazar', 'rechazar']);
    expect(rows[1]?.motivos).toEqual(['DNI: se repite en la fila 2; se importa solo esa fila']);
    expect(rows[2]?.motivos).toEqual(['Dorsal: el 10 se repite en la fila 2']);
    expect(rows[3]?.motivos).toEqual(['Dorsal: el 99 ya está asignado en este evento']);
    expect(rows[4]?.motivos).toEqual([
      'Categoría: MASTER A1 MASC no corresponde a un corredor de 26 años el día de la carrera',
    ]);
    expect(rows[4]?.write).toBeNull();
  });

  it('refuses a runner already in the event, unknown values and invalid data with the schema messages', () => {
    const rows = plan(
      [
        row(2, { DNI: '28111222' }),
        row(3, { DNI: '30111666', Sexo: 'Otro', 'Fecha de nacimiento': '31/02/1990', Distancia: '50 km' }),
        row(4, { DNI: '123', 'Correo electrónico': 'no-es-mail', 'Grupo sanguíneo': '' }),
        row(5, { DNI: '30111777', Categoría: 'Inexistente' }),
      ],
      { runners: new Map([[existing.dni, { ...existing, enrolled: true }]]) },
    );
    expect(rows[0]?.motivos).toEqual(['El corredor ya está inscrito en este evento']);
    expect(rows[1]?.motivos).toEqual([
      'Sexo: no se reconoce «Otro»; use F o M (Femenino, Masculino)',
      'Fecha de nacimiento: «31/02/1990» no es una fecha válida; use dd/mm/aaaa',
      'Distancia: «50 km» no es una distancia de este evento (33 km, 66 km)',
    ]);
    expect(rows[2]?.motivos).toEqual([
      'Email: Email inválido',
      'Grupo sanguíneo: El grupo sanguíneo es obligatorio',
      'DNI: DNI inválido',
    ]);
    expect(rows[3]?.motivos).toEqual(['Categoría: «Inexistente» no es una categoría de 33 km en este evento']);
    expect(rows.every((r) => r.accion === 'rechazar')).toBe(true);
  });

  it('chooses the category by age and sex when the sheet gives only the distance', () => {
    const [planned] = plan([row(2, { Categoría: '', Sexo: 'F', Distancia: '33' })]);
    expect(planned).toMatchObject({ accion: 'crear', categoria: 'PROMOCIONALES A FEM' });
  });

  it('splits one name column by its header: surname first or last', () => {
    const headers = [
      'DNI',
      'Apellido y nombre',
      'Fecha de nacimiento',
      'Sexo',
      'Email',
      'Celular',
      'Provincia',
      'Grupo sanguíneo',
      'Categoría',
    ];
    const cells = [
      '30111888',
      'De la Cruz, María',
      '2000-01-01',
      'F',
      'm@example.com',
      '381 555-1234',
      'Salta',
      'A+',
      'PROMOCIONALES A FEM',
    ];
    const [planned] = planImport({ headers, rows: [{ fila: 2, cells }] }, detectMapping(headers), context());
    expect(planned).toMatchObject({ accion: 'crear', nombre: 'María', apellido: 'De la Cruz' });
  });

  it('skips empty rows and counts the rest', () => {
    const rows = plan([row(2, {}), { fila: 3, cells: HEADERS.map(() => '') }, row(4, { DNI: '30111222' })]);
    expect(rows.map((r) => r.fila)).toEqual([2, 4]);
    expect(importTotals(rows)).toEqual({ filas: 2, crear: 1, actualizar: 0, conservar: 0, rechazar: 1 });
  });

  it("reads a 'Club' column into the runner's club, tidied; an empty cell keeps a registered runner's club", () => {
    const headers = [...HEADERS, 'Club / Equipo'];
    const mapping = detectMapping(headers);
    expect(mapping.at(-1)).toBe('club');
    const withClub = (fila: number, dni: string, club: string) => ({
      fila,
      cells: [...row(fila, { DNI: dni }).cells, club],
    });
    const planned = planImport(
      {
        headers,
        rows: [
          withClub(2, '30111999', '  Bici   Club Yerba Buena '),
          withClub(3, existing.dni, ''),
          withClub(4, '30111998', ''),
        ],
      },
      mapping,
      context({ mode: 'actualizar' }),
    );
    expect(planned.map((p) => p.accion)).toEqual(['crear', 'actualizar', 'crear']);
    const data = planned.map((p) => (p.write?.runner.kind === 'keep' ? null : p.write?.runner.data.club));
    expect(data).toEqual(['Bici Club Yerba Buena', 'Team Norte', null]);
    const renamed = planImport(
      { headers, rows: [withClub(2, existing.dni, 'Los Ñandúes')] },
      mapping,
      context({ mode: 'actualizar' }),
    );
    expect(renamed[0]?.write?.runner).toMatchObject({ kind: 'update', data: { club: 'Los Ñandúes' } });
  });
});

describe('planImport: a repeated DNI', () => {
  it("takes the row with the latest 'Marca temporal', says which rows it replaces and names it in the others", () => {
    const rows = plan([
      row(2, { 'Marca temporal': '15/03/2026 10:00:00', Dorsal: '10' }),
      row(3, { DNI: '30111999', 'Marca temporal': '15/03/2026 11:00:00' }),
      row(4, { 'Marca temporal': '15/03/2026 21:04:05', Nombre: 'Juan Pablo', Dorsal: '10' }),
      row(5, { 'Marca temporal': '14/03/2026 09:00:00' }),
    ]);
    expect(rows.map((r) => [r.fila, r.accion, r.reemplaza])).toEqual([
      [2, 'rechazar', []],
      [3, 'crear', []],
      [4, 'crear', [2, 5]],
      [5, 'rechazar', []],
    ]);
    const reason = 'DNI: se repite; se importa la fila 4, la más reciente (15/03/2026 21:04)';
    expect(rows[0]?.motivos).toEqual([reason]);
    expect(rows[3]?.motivos).toEqual([reason]);
    // The older row holds no bib: the row imported keeps the same one.
    expect(rows[2]).toMatchObject({ motivos: [], nombre: 'Juan Pablo', dorsal: 10 });
  });

  it('keeps the first row when the sheet has no timestamp column, or the times are equal', () => {
    const headers = HEADERS.filter((header) => header !== 'Marca temporal');
    const cells = (r: { cells: ImportCell[] }) => r.cells.slice(1);
    const rows = planImport(
      { headers, rows: [row(2, {}), row(3, {})].map((r) => ({ fila: r.fila, cells: cells(r) })) },
      detectMapping(headers),
      context(),
    );
    expect(rows.map((r) => [r.accion, r.reemplaza])).toEqual([
      ['crear', []],
      ['rechazar', []],
    ]);
    expect(rows[1]?.motivos).toEqual(['DNI: se repite en la fila 2; se importa solo esa fila']);
    const tied = plan([row(2, {}), row(3, {})]);
    expect(tied.map((r) => r.accion)).toEqual(['crear', 'rechazar']);
    expect(tied[1]?.motivos).toEqual(['DNI: se repite en la fila 2; se importa solo esa fila']);
  });

  it('prefers a readable time to none, and a row without one names the winner', () => {
    const rows = plan([row(2, { 'Marca temporal': '' }), row(3, { 'Marca temporal': '2026-03-15 08:30:00' })]);
    expect(rows.map((r) => r.accion)).toEqual(['rechazar', 'crear']);
    expect(rows[0]?.motivos).toEqual(['DNI: se repite; se importa la fila 3, la más reciente (15/03/2026 08:30)']);
  });
});

describe('planImport: pairs', () => {
  const headers = [...HEADERS, 'DNI compañero/a'];
  const paired = (fila: number, values: Partial<Record<string, ImportCell>>, partner: string) => ({
    fila,
    cells: [...row(fila, values).cells, partner],
  });
  const planPairs = (rows: { fila: number; cells: ImportCell[] }[], overrides: Partial<ImportContext> = {}) =>
    planImport({ headers, rows }, detectMapping(headers), context({ pairsAllowed: true, ...overrides }));

  it('makes one pair of two rows naming each other, or of a row and the row it names, the first row holding it', () => {
    const rows = planPairs([
      paired(2, { DNI: '30111001' }, '30.111.002'),
      paired(3, { DNI: '30111002', Nombre: 'Pedro', Categoría: '', Distancia: '' }, '30111001'),
      paired(4, { DNI: '30111003' }, '30111004'),
      paired(5, { DNI: '30111004', Nombre: 'Luis' }, ''),
    ]);
    expect(rows.map((r) => [r.fila, r.accion, r.motivos, r.pareja])).toEqual([
      [2, 'crear', [], 'En pareja con la fila 3 (DNI 30111002)'],
      [3, 'crear', [], 'Compañero/a de la fila 2: una sola inscripción para la pareja'],
      [4, 'crear', [], 'En pareja con la fila 5 (DNI 30111004)'],
      [5, 'crear', [], 'Compañero/a de la fila 4: una sola inscripción para la pareja'],
    ]);
    expect(rows[0]?.write).toMatchObject({ categoryId: 1, partner: { kind: 'row', fila: 3 }, partnerOf: null });
    expect(rows[1]?.write).toMatchObject({ categoryId: 1, partner: null, partnerOf: 2 });
    expect(rows[1]).toMatchObject({ distancia: 33, categoria: 'PROMOCIONALES A MASC' });
  });

  it('pairs a row with a registered runner, and refuses what an administrator could not do', () => {
    const enrolled = { ...existing, id: 51, dni: '28111333', enrolled: true };
    const rows = planPairs(
      [
        paired(2, { DNI: '30111001' }, existing.dni),
        paired(3, { DNI: '30111002' }, '28111333'),
        paired(4, { DNI: '30111003' }, '40999888'),
        paired(5, { DNI: '30111005' }, '30111005'),
        paired(6, { DNI: '30111006' }, existing.dni),
        paired(7, { DNI: '30111007' }, 'abc'),
      ],
      {
        runners: new Map([
          [existing.dni, { ...existing, enrolled: false }],
          [enrolled.dni, enrolled],
        ]),
      },
    );
    expect(rows[0]).toMatchObject({
      accion: 'crear',
      pareja: 'En pareja con Pedro Gómez (DNI 28111222), ya registrado/a',
    });
    expect(rows[0]?.write?.partner).toEqual({ kind: 'registered', id: 50 });
    expect(rows.slice(1).map((r) => [r.accion, r.motivos])).toEqual([
      ['rechazar', ['DNI compañero/a: 28111333 ya participa en este evento']],
      ['rechazar', ['DNI compañero/a: 40999888 no es de un corredor registrado ni de otra fila de esta planilla']],
      ['rechazar', ['DNI compañero/a: es el DNI de la misma fila']],
      ['rechazar', ['DNI compañero/a: 28111222 ya forma pareja en la fila 2']],
      ['rechazar', ['DNI compañero/a: «abc» no es un DNI válido']],
    ]);
  });

  it('refuses a pair whole when one of its rows is refused, and every pair where the event allows none', () => {
    const rows = planPairs([
      paired(2, { DNI: '30111001' }, '30111002'),
      paired(3, { DNI: '30111002', 'Grupo sanguíneo': '' }, ''),
    ]);
    expect(rows.map((r) => [r.accion, r.motivos])).toEqual([
      ['rechazar', ['DNI compañero/a: la fila 3 (su compañero/a) está rechazada']],
      ['rechazar', ['Grupo sanguíneo: El grupo sanguíneo es obligatorio']],
    ]);
    const closed = planPairs([paired(2, { DNI: '30111001' }, '30111002')], { pairsAllowed: false });
    expect(closed[0]?.motivos).toEqual(['DNI compañero/a: este evento no admite inscripciones en pareja']);
  });
});
