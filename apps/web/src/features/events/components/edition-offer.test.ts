import type { PlacesInfo } from '@carreras/domain/places/places.schemas';
import { describe, expect, it } from 'vitest';
import { placesText, priceText } from './edition-offer.ts';

type Distance = PlacesInfo['distancias'][number];
const distance = (over: Partial<Distance>): Distance => ({
  distancia: 66,
  cupo: null,
  ocupados: 0,
  libres: null,
  enEspera: 0,
  precio: null,
  precioAnticipado: null,
  precioActual: null,
  ...over,
});
const offer = (distancias: Distance[], fechaFinAnticipado: string | null = null) => ({
  distancias,
  fechaFinAnticipado,
});
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('priceText', () => {
  it('gives the price in force today, naming the early-bird period while it runs', () => {
    const info = offer(
      [
        distance({ distancia: 33, precio: 25000, precioAnticipado: 22000, precioActual: 22000 }),
        distance({ distancia: 66, precio: 30000, precioActual: 30000 }),
      ],
      '2026-12-10',
    );
    expect(plain(priceText(info))).toBe('33 km $ 22.000 (anticipado hasta el 10/12/2026) · 66 km $ 30.000');
    const after = offer([distance({ precio: 25000, precioAnticipado: 22000, precioActual: 25000 })], '2026-12-10');
    expect(plain(priceText(after))).toBe('66 km $ 25.000');
  });
  it('is null with no price set', () => {
    expect(priceText(offer([distance({}), distance({ distancia: 33 })]))).toBeNull();
  });
});

describe('placesText', () => {
  it('is null when nothing is limited', () => {
    expect(placesText(offer([distance({})]))).toBeNull();
  });
  it("says 'Quedan N lugares' when one count holds for every distance (an event-wide limit)", () => {
    const info = offer([distance({ distancia: 33, libres: 12 }), distance({ libres: 12 })]);
    expect(placesText(info)).toBe('Quedan 12 lugares.');
    expect(placesText(offer([distance({ libres: 1 })]))).toBe('Queda 1 lugar.');
  });
  it('counts those already waiting before a newcomer, and sends to the waiting list when full', () => {
    expect(placesText(offer([distance({ libres: 2, enEspera: 2 })]))).toBe(
      'Cupo completo: podés anotarte en la lista de espera.',
    );
    expect(placesText(offer([distance({ distancia: 33, libres: 0 }), distance({ libres: 0 })]))).toBe(
      'Cupo completo: podés anotarte en la lista de espera.',
    );
  });
  it('names each limited distance when they differ', () => {
    const info = offer([
      distance({ distancia: 33, libres: 0, enEspera: 3 }),
      distance({ distancia: 66, libres: 5 }),
      distance({ distancia: 99 }),
    ]);
    expect(placesText(info)).toBe('33 km completo: podés anotarte en la lista de espera · Quedan 5 lugares en 66 km.');
  });
});
