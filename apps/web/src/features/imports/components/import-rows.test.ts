import type { ImportRow } from '@carreras/domain/imports/import.schemas';
import { describe, expect, it } from 'vitest';
import { capitalised, NOT_IMPORTED, remapColumn, replacedText, rowDetails } from './import-rows.ts';

const row: ImportRow = {
  fila: 3,
  dni: '30111222',
  nombre: 'Ana',
  apellido: 'Pérez',
  accion: 'crear',
  motivos: [],
  distancia: 33,
  categoria: 'DAMAS A',
  dorsal: 12,
  excede: null,
  destino: 'inscripcion',
  reemplaza: [],
  pareja: null,
};

describe("the import preview's rows", () => {
  it('puts DNI, distance, category and bib in one line, leaving out what the row lacks', () => {
    expect(rowDetails(row)).toBe('30111222 · 33 km · DAMAS A · Dorsal 12');
    expect(rowDetails({ ...row, distancia: null, categoria: null, dorsal: null })).toBe('30111222');
  });

  it('names the older answers a repeated DNI replaces', () => {
    expect(replacedText([2])).toBe('Reemplaza la fila 2, una respuesta anterior con el mismo DNI');
    expect(replacedText([2, 5, 7])).toBe('Reemplaza las filas 2, 5 y 7, respuestas anteriores con el mismo DNI');
  });

  it('starts a limit sentence with a capital', () => {
    expect(capitalised('supera el cupo de 33 km')).toBe('Supera el cupo de 33 km');
  });

  it('takes a field from one column only: choosing it elsewhere leaves the old column out', () => {
    expect(remapColumn(['dni', 'apellido', null], 2, 'dni')).toEqual([null, 'apellido', 'dni']);
    expect(remapColumn(['dni', 'apellido', null], 1, NOT_IMPORTED)).toEqual(['dni', null, null]);
    expect(remapColumn(['dni', 'apellido', null], 0, null)).toEqual([null, 'apellido', null]);
  });
});
