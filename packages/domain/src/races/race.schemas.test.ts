import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { categoryInputSchema, raceMessages as m, modalityInputSchema, raceInputSchema } from './race.schemas.ts';

function fieldErrors(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const category = { nombre: 'ELITE MASC', modality_id: 2, sexo: 'M', esLibre: false, edadMinima: 24, edadMaxima: 29 };

describe('race and modality schemas', () => {
  it('needs a race name and turns an empty description into null', () => {
    expect(fieldErrors(raceInputSchema, { nombre: ' ' })).toEqual({ nombre: m.raceNameRequired });
    expect(raceInputSchema.parse({ nombre: 'Rally', descripcion: '' })).toEqual({
      nombre: 'Rally',
      descripcion: null,
      activo: true,
    });
  });

  it('refuses a control character inside a race, modality or category name', () => {
    expect(fieldErrors(raceInputSchema, { nombre: 'Rally\u0001Norte' })).toEqual({
      nombre: messages.controlCharacter,
    });
    expect(fieldErrors(modalityInputSchema, { nombre: '33\u000Bkm', distancia: 33, race_id: 1 })).toEqual({
      nombre: messages.controlCharacter,
    });
    expect(fieldErrors(categoryInputSchema, { ...category, nombre: 'ELITE\u0085MASC' })).toEqual({
      nombre: messages.controlCharacter,
    });
  });

  it('needs a positive distance and a race for a modality', () => {
    expect(fieldErrors(modalityInputSchema, { nombre: '33 km', distancia: 0 })).toEqual({
      distancia: m.distanceInvalid,
      race_id: m.raceRequired,
    });
  });
});

describe('categoryInputSchema', () => {
  it('accepts the age bounds 0–100 and 0–999', () => {
    expect(categoryInputSchema.safeParse({ ...category, edadMinima: 0, edadMaxima: 999 }).success).toBe(true);
    expect(categoryInputSchema.safeParse({ ...category, edadMinima: 100, edadMaxima: 100 }).success).toBe(true);
    expect(fieldErrors(categoryInputSchema, { ...category, edadMinima: 101, edadMaxima: 200 })).toEqual({
      edadMinima: m.minAgeRange,
    });
    expect(fieldErrors(categoryInputSchema, { ...category, edadMaxima: 1000 })).toEqual({
      edadMaxima: m.maxAgeRange,
    });
  });

  it('wants min ≤ max and both ages unless free', () => {
    expect(fieldErrors(categoryInputSchema, { ...category, edadMinima: 30 })).toEqual({ edadMinima: m.ageOrder });
    expect(fieldErrors(categoryInputSchema, { ...category, edadMinima: null, edadMaxima: null })).toEqual({
      edadMinima: m.minAgeRequired,
      edadMaxima: m.maxAgeRequired,
    });
  });

  it('drops the ages of a free category', () => {
    expect(categoryInputSchema.parse({ ...category, sexo: 'MIXTO', esLibre: true, edadMinima: 500 })).toMatchObject({
      esLibre: true,
      edadMinima: null,
      edadMaxima: null,
    });
  });

  it('accepts only M, F and MIXTO', () => {
    expect(fieldErrors(categoryInputSchema, { ...category, sexo: 'X' })).toEqual({ sexo: m.sexInvalid });
  });
});
