import { describe, expect, it } from 'vitest';
import { NO_PLACES_SETTINGS } from '../places/places.schemas.ts';
import {
  copiedRegistrationSettings,
  DEFAULT_DUPLICATE_CHOICE,
  DUPLICATE_PART_LABELS,
  DUPLICATE_PARTS,
  duplicateEventSchema,
  type EditionRegistration,
} from './duplicate-event.ts';

const source: EditionRegistration = {
  registration: {
    ...NO_PLACES_SETTINGS,
    cupoTotal: 120,
    promocionAutomatica: false,
    listaPublica: true,
    fechaFinAnticipado: '2028-02-29',
    pagoAlias: 'carrera.mtb',
    pagoEfectivo: true,
    retiroKit: 'Sábado en el club',
  },
  distancias: [
    { distancia: 33, cupo: 80, precio: 20_000, precioAnticipado: 15_000 },
    { distancia: 66, cupo: 40, precio: null, precioAnticipado: null },
  ],
  categorias: [
    { categoryId: 5, cupo: 10 },
    { categoryId: 6, cupo: null },
  ],
};

describe('duplicateEventSchema', () => {
  it('copies the structure and leaves the description out unless asked', () => {
    expect(DEFAULT_DUPLICATE_CHOICE).toEqual({
      descripcion: false,
      categorias: true,
      parejas: true,
      cupos: true,
      pagos: true,
    });
    expect(duplicateEventSchema.parse({ descripcion: true }).descripcion).toBe(true);
    expect(duplicateEventSchema.safeParse({ cupos: 'no' }).success).toBe(false);
  });

  it('labels every part in Spanish', () => {
    for (const part of DUPLICATE_PARTS) expect(DUPLICATE_PART_LABELS[part].label).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });
});

describe('copiedRegistrationSettings', () => {
  it('copies everything by default, the early-price deadline one year on (29 February to 28 February)', () => {
    expect(copiedRegistrationSettings(source, DEFAULT_DUPLICATE_CHOICE)).toEqual({
      ...source.registration,
      fechaFinAnticipado: '2029-02-28',
      distancias: source.distancias,
      categorias: [{ categoryId: 5, cupo: 10 }],
    });
  });

  it('keeps places without prices, dropping the distance rows left empty', () => {
    const copied = copiedRegistrationSettings(source, { ...DEFAULT_DUPLICATE_CHOICE, pagos: false });
    expect(copied).toMatchObject({ cupoTotal: 120, pagoAlias: null, pagoEfectivo: false, fechaFinAnticipado: null });
    expect(copied?.distancias).toEqual([
      { distancia: 33, cupo: 80, precio: null, precioAnticipado: null },
      { distancia: 66, cupo: 40, precio: null, precioAnticipado: null },
    ]);
    const prices = copiedRegistrationSettings(source, { ...DEFAULT_DUPLICATE_CHOICE, cupos: false });
    expect(prices?.distancias).toEqual([{ distancia: 33, cupo: null, precio: 20_000, precioAnticipado: 15_000 }]);
    expect(prices).toMatchObject({ cupoTotal: null, listaPublica: false, categorias: [] });
  });

  it('writes no distance or category row without the categories, and nothing when neither is chosen', () => {
    const bare = copiedRegistrationSettings(source, { ...DEFAULT_DUPLICATE_CHOICE, categorias: false });
    expect(bare).toMatchObject({ cupoTotal: 120, pagoAlias: 'carrera.mtb', distancias: [], categorias: [] });
    expect(copiedRegistrationSettings(source, { ...DEFAULT_DUPLICATE_CHOICE, cupos: false, pagos: false })).toBeNull();
  });

  it('starts from a new event’s settings when the edition never had any', () => {
    const copied = copiedRegistrationSettings(
      { registration: null, distancias: [], categorias: [] },
      DEFAULT_DUPLICATE_CHOICE,
    );
    expect(copied).toEqual({ ...NO_PLACES_SETTINGS, distancias: [], categorias: [] });
  });
});
