import { describe, expect, it } from 'vitest';
import type { ImportSheet } from './import-plan.ts';
import {
  detectPastResultColumns,
  missingPastResultColumns,
  type PastResultsContext,
  pastResultsTotals,
  planPastResults,
} from './past-results-plan.ts';

const HEADERS = ['Pos', 'Dorsal', 'DNI', 'Apellido y nombre', 'Categoría', 'Distancia', 'Tiempo', 'Estado'];

const context: PastResultsContext = {
  categories: [
    { id: 1, nombre: 'Élite Varones', distancia: 66 },
    { id: 2, nombre: 'Promocional', distancia: 33 },
    { id: 3, nombre: 'Promocional', distancia: 66 },
  ],
  runners: new Map([
    ['30111222', { id: 10 }],
    ['30333444', { id: 11 }],
  ]),
  inscriptions: [{ id: 100, runnerId: 11, dorsal: 7, categoryId: 1, categoria: 'Élite Varones', distancia: 66 }],
  takenBibs: new Set([7]),
  today: '2026-11-27',
};

const sheet = (rows: (string | number | null)[][]): ImportSheet => ({
  headers: HEADERS,
  rows: rows.map((cells, index) => ({ fila: index + 2, cells })),
});

describe('detectPastResultColumns', () => {
  it('reads a timing export', () => {
    expect(detectPastResultColumns(HEADERS)).toEqual([
      'posicion',
      'dorsal',
      'dni',
      'apellidoNombre',
      'categoria',
      'distancia',
      'tiempo',
      'estado',
    ]);
    expect(missingPastResultColumns(detectPastResultColumns(HEADERS))).toEqual([]);
    expect(missingPastResultColumns(detectPastResultColumns(['Club', 'Sexo']))).toEqual([
      'Nombre, DNI o Dorsal',
      'Categoría o Distancia',
      'Tiempo o Estado',
    ]);
    // An old results sheet: a name, a category and a time are enough.
    expect(detectPastResultColumns(['Puesto', 'Corredor', 'Club', 'Categoría', 'Tiempo'])).toEqual([
      'posicion',
      'nombreApellido',
      'club',
      'categoria',
      'tiempo',
    ]);
    expect(missingPastResultColumns(detectPastResultColumns(['Nombre y apellido', 'Distancia', 'Tiempo']))).toEqual([]);
  });
});

describe('planPastResults', () => {
  const mapping = detectPastResultColumns(HEADERS);

  it('matches by DNI or by a held bib, never an account by name, and gives the next free bib to a rider without one', () => {
    const rows = planPastResults(
      sheet([
        [1, null, '30.111.222', 'Pérez, Juan', 'elite varones', '66 km', '2:01:02.5', ''],
        [2, 7, null, 'Gómez, Ana', 'ÉLITE VARONES', '66', '2:05:00', ''],
        [3, null, null, 'Pérez, Juan', 'Élite Varones', '66', '2:10:00', ''],
      ]),
      mapping,
      context,
    );
    expect(rows.map((r) => [r.accion, r.dorsal, r.dorsalAsignado, r.tiempoMs, r.categoria])).toEqual([
      ['importar', 8, true, 2 * 3_600_000 + 62_500, 'Élite Varones'],
      ['importar', 7, false, 2 * 3_600_000 + 5 * 60_000, 'Élite Varones'],
      ['importar', 9, true, 2 * 3_600_000 + 600_000, 'Élite Varones'],
    ]);
    expect(rows[0]?.write?.inscription).toEqual({ kind: 'create' });
    expect(rows[1]?.write?.inscription).toEqual({ kind: 'existing', id: 100, giveBib: false });
    // The same name as row 2's runner, but no DNI: kept by name, never given to the account.
    expect(rows[2]?.corredor).toBe('solo nombre');
    expect(rows[2]?.write?.inscription).toBeNull();
    expect(rows[2]?.write?.runner).toEqual({
      kind: 'nameOnly',
      nombre: 'Juan Pérez',
      nameKey: 'juan perez',
      dni: null,
      club: null,
    });
  });

  it('refuses unknown categories, duplicates, rows without time or status, and new runners without their data', () => {
    const rows = planPastResults(
      sheet([
        [1, 20, '30111222', 'Pérez, Juan', 'Master Z', '66', '2:00:00', ''],
        [2, 21, '30111222', 'Pérez, Juan', 'Élite Varones', '66', '2:00:00', ''],
        [3, 22, '40999888', 'Nadie, Otro', 'Élite Varones', '66', '2:00:00', ''],
        [4, 7, '30111222', 'Pérez, Juan', 'Élite Varones', '66', '', ''],
        [null, null, '30333444', 'Gómez, Ana', 'Promocional', '', '', 'DNF'],
      ]),
      mapping,
      context,
    );
    expect(rows[0]?.motivos).toEqual(['Categoría: «Master Z» no es una categoría de 66 km en esta edición']);
    expect(rows[1]?.motivos).toEqual(['DNI: se repite en la fila 2; se importa solo esa fila']);
    // Not registered and not enough to create the account: kept by name, with the DNI for when they register.
    expect(rows[2]?.motivos).toEqual([]);
    expect(rows[2]?.write?.runner).toMatchObject({ kind: 'nameOnly', nombre: 'Otro Nadie', dni: '40999888' });
    expect(rows[3]?.motivos).toEqual([
      'DNI: se repite en la fila 2; se importa solo esa fila',
      'Dorsal: el 7 es de otra inscripción de esta edición',
      'Falta el tiempo o el estado (DNF, DNS o DSQ)',
    ]);
    expect(rows[4]?.motivos).toEqual(['Categoría: «Promocional» existe en varias distancias; indique la distancia']);
    expect(pastResultsTotals(rows)).toEqual({
      filas: 5,
      importar: 1,
      rechazar: 4,
      corredoresNuevos: 0,
      soloNombre: 1,
    });
  });

  it('reads statuses from the status or the time column, and refuses an unknown status', () => {
    const rows = planPastResults(
      sheet([
        [null, null, '30111222', 'Pérez, Juan', 'Promocional', '33', '', 'Abandonó'],
        [null, 7, null, 'Gómez, Ana', 'Élite Varones', '66', 'DSQ', ''],
        [null, 30, '30999000', 'Equis, Ye', 'Promocional', '33', '1:00:00', 'Lesionado'],
      ]),
      mapping,
      context,
    );
    expect(rows.map((r) => [r.accion, r.estado])).toEqual([
      ['importar', 'DNF'],
      ['importar', 'DISQUALIFIED'],
      ['rechazar', null],
    ]);
    expect(rows[2]?.motivos).toContain('Estado: no se reconoce «Lesionado»; use DNF, DNS o DSQ');
  });

  it("matches a pair's partner to the pair's inscription", () => {
    const rows = planPastResults(
      sheet([[1, null, '30111222', 'Pérez, Juan', 'Élite Varones', '66', '2:00:00', '']]),
      mapping,
      {
        ...context,
        inscriptions: [
          {
            id: 200,
            runnerId: 11,
            partnerRunnerId: 10,
            dorsal: 9,
            categoryId: 1,
            categoria: 'Élite Varones',
            distancia: 66,
          },
        ],
      },
    );
    expect(rows[0]).toMatchObject({ accion: 'importar', dorsal: 9 });
    expect(rows[0]?.write?.inscription).toEqual({ kind: 'existing', id: 200, giveBib: false });
  });

  it('creates a runner whose row has every field the runner form asks for', () => {
    const headers = [...HEADERS, 'Sexo', 'Fecha de nacimiento', 'Email', 'WhatsApp', 'Provincia', 'Grupo sanguíneo'];
    const rows = planPastResults(
      {
        headers,
        rows: [
          {
            fila: 2,
            cells: [
              1,
              40,
              '40.999.888',
              'Nuevo, Carlos',
              'Promocional',
              '33',
              '1:10:00',
              '',
              'M',
              '01/02/1990',
              'carlos@example.com',
              '3815123456',
              'Tucumán',
              'O+',
            ],
          },
        ],
      },
      detectPastResultColumns(headers),
      context,
    );
    expect(rows[0]?.accion).toBe('importar');
    expect(rows[0]?.corredor).toBe('nuevo');
    expect(rows[0]?.write?.runner).toMatchObject({ kind: 'create', data: { dni: '40999888', apellido: 'Nuevo' } });
  });

  it('keeps an old results sheet of names, categories or distances and times, every row, bibs in sheet order', () => {
    const headers = ['Puesto', 'Nombre', 'Apellido', 'Club', 'Categoría', 'Distancia', 'Tiempo'];
    const rows = planPastResults(
      {
        headers,
        rows: [
          [1, 'LUCAS', 'DIAZ', 'Team Yerba Buena', 'Promocional', '33', '1:31:02,5'],
          [2, 'María José', 'Núñez', '', '', '33', '1:35:00'],
          [3, 'Lucas', 'Díaz', '', 'Promocional', '33', '1:40:00'],
          [4, 'Pedro', 'Ruiz', 'x'.repeat(81), 'Promocional', '33', '1:41:00'],
          [5, '', '', '', 'Promocional', '33', '1:50:00'],
          [6, 'Ana', 'Gómez', '', '', '', '1:52:00'],
        ].map((cells, index) => ({ fila: index + 2, cells })),
      },
      detectPastResultColumns(headers),
      context,
    );
    expect(rows.map((r) => [r.accion, r.dorsal, r.corredor, r.categoria, r.distancia])).toEqual([
      ['importar', 8, 'solo nombre', 'Promocional', 33],
      ['importar', 9, 'solo nombre', 'General', 33],
      ['rechazar', null, 'solo nombre', 'Promocional', 33],
      ['rechazar', null, 'solo nombre', 'Promocional', 33],
      ['rechazar', null, null, 'Promocional', 33],
      ['rechazar', null, 'solo nombre', null, null],
    ]);
    expect(rows[0]?.write).toMatchObject({
      runner: { kind: 'nameOnly', nombre: 'LUCAS DIAZ', nameKey: 'diaz lucas', dni: null, club: 'Team Yerba Buena' },
      categoryId: 2,
      categoria: 'Promocional',
      distancia: 33,
      timeMs: 3_600_000 + 31 * 60_000 + 2_500,
    });
    expect(rows[1]?.write).toMatchObject({ categoryId: null, categoria: 'General', distancia: 33 });
    expect(rows[2]?.motivos).toEqual(['El corredor ya figura en la fila 2']);
    expect(rows[3]?.motivos).toEqual(['Club: tiene más de 80 caracteres']);
    expect(rows[4]?.motivos).toEqual(['Falta el nombre, el DNI o un dorsal de una inscripción de esta edición']);
    expect(rows[5]?.motivos).toEqual(['Falta la categoría o la distancia']);
  });

  it('gives a distance alone to riders without an account only', () => {
    const rows = planPastResults(
      sheet([[1, null, '30111222', 'Pérez, Juan', '', '66', '2:00:00', '']]),
      mapping,
      context,
    );
    expect(rows[0]?.motivos).toEqual([
      'Falta la categoría: solo un corredor sin cuenta puede ir a la general de la distancia',
    ]);
  });
});
