import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { eventInputSchema, eventMessages as m } from './event.schemas.ts';

const valid = {
  nombre: 'Carrera MTB Tucumán - 7ª Edición',
  race_id: 1,
  fecha: '2026-04-12',
  lugar: 'Tucumán, Argentina',
  fechaAperturaInscripciones: '2026-04-01',
  fechaCierreInscripciones: '2026-04-10',
  categorias: [1, 2, 2],
};

function fieldErrors(input: unknown) {
  const result = eventInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('eventInputSchema', () => {
  it('accepts a full event, with defaults and de-duplicated categories', () => {
    expect(eventInputSchema.parse(valid)).toMatchObject({
      activo: true,
      permiteParejas: false,
      descripcion: null,
      categorias: [1, 2],
    });
  });

  it('takes the date part of ISO timestamps without shifting it', () => {
    expect(eventInputSchema.parse({ ...valid, fecha: '2026-04-12T23:30:00.000Z' }).fecha).toBe('2026-04-12');
  });

  it('gives the spec messages for missing fields', () => {
    expect(fieldErrors({})).toMatchObject({
      nombre: m.nombreRequired,
      race_id: m.raceRequired,
      categorias: m.categoriesRequired,
      lugar: m.lugarRequired,
      fecha: m.fechaRequired,
      fechaAperturaInscripciones: m.aperturaRequired,
      fechaCierreInscripciones: m.cierreRequired,
    });
    expect(fieldErrors({ ...valid, categorias: [] })).toEqual({ categorias: m.categoriesRequired });
  });

  it('refuses a control character inside the name or the place, and trims the ones around them', () => {
    expect(fieldErrors({ ...valid, nombre: 'Gran\u0001Fondo', lugar: 'Tafí\ndel Valle' })).toEqual({
      nombre: messages.controlCharacter,
      lugar: messages.controlCharacter,
    });
    expect(fieldErrors({ ...valid, nombre: 'Gran\u000BFondo\uD800' })).toEqual({ nombre: messages.controlCharacter });
    expect(eventInputSchema.parse({ ...valid, nombre: '\tGran Fondo 🚵\n' }).nombre).toBe('Gran Fondo 🚵');
  });

  it('wants the opening before the closing', () => {
    expect(fieldErrors({ ...valid, fechaAperturaInscripciones: '2026-04-11' })).toEqual({
      fechaAperturaInscripciones: m.windowOrder,
    });
    expect(fieldErrors({ ...valid, fechaAperturaInscripciones: '2026-04-10' })).toEqual({
      fechaAperturaInscripciones: m.windowOrder,
    });
  });
});
