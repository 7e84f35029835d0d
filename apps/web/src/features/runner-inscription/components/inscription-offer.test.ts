import type { Category } from '@carreras/domain/races/race.schemas';
import { describe, expect, it } from 'vitest';
import { eligibleCategories, inscriptionTexts, paymentSentence, toNumber } from './inscription-offer.ts';

const category = (id: number, nombre: string, distancia: number, extra: Partial<Category> = {}): Category =>
  ({
    id,
    nombre,
    distancia,
    sexo: 'F',
    esLibre: false,
    edadMinima: 18,
    edadMaxima: 29,
    ...extra,
  }) as Category;

describe("the runner's inscription offer", () => {
  it("offers the distance's categories that fit the runner's sex and age on the event's year, their own chosen", () => {
    const categories = [
      category(1, 'DAMAS A', 33),
      category(2, 'DAMAS B', 33, { edadMinima: 30, edadMaxima: 39 }),
      category(3, 'E-BIKE', 33, { sexo: 'MIXTO', esLibre: true, edadMinima: null, edadMaxima: null }),
      category(4, 'DAMAS A', 66),
    ];
    const offer = eligibleCategories(categories, 33, { sexo: 'F', fechaNacimiento: '2000-05-01' }, '2026-04-13');
    expect(offer.preferred?.id).toBe(1);
    expect(offer.categories.map((c) => c.id)).toEqual([1, 3]);
  });

  it('says how the runner pays before sending', () => {
    const none = { alias: null, cbu: null, link: null, notas: null, efectivo: false };
    expect(paymentSentence({ ...none, alias: 'carrera.mtb' })).toBe('Al terminar te mostramos cómo pagar.');
    expect(paymentSentence({ ...none, efectivo: true })).toBe('El pago se realiza en efectivo al retirar el kit.');
    expect(paymentSentence(none)).toBe('El pago se realiza en persona el día del evento.');
  });

  it('names the category chosen for the runner and the others open to them', () => {
    expect(inscriptionTexts.autoCategory('DAMAS A', [])).toContain('la única que corresponde');
    expect(inscriptionTexts.autoCategory('DAMAS A', ['E-BIKE'])).toContain('También podés elegir E-BIKE.');
  });

  it('reads a select that has nothing chosen as undefined', () => {
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('33')).toBe(33);
  });
});
