import { describe, expect, it } from 'vitest';
import type { EventPlaces } from '../places/places.ts';
import { importEventWarning, pickImportEvent } from './import-event.ts';
import { judgeImportPlaces } from './import-places.ts';

const places = (over: Partial<EventPlaces> = {}): EventPlaces => ({
  cupoTotal: null,
  distanceLimits: new Map([[33, 103]]),
  categoryLimits: new Map(),
  taken: new Map([[33, 102]]),
  takenByCategory: new Map(),
  waiting: new Map(),
  waitingByCategory: new Map(),
  ...over,
});
const ask = (fila: number, distancia = 33, categoryId = 1) => ({ fila, distancia, categoryId, categoria: 'ELITE' });

describe('judgeImportPlaces', () => {
  it('admits the rows that fit in sheet order and names the limit the others exceed', () => {
    const judged = judgeImportPlaces(places(), [ask(2), ask(3), ask(4), ask(5, 66)]);
    expect(judged.admitted).toEqual([2, 5]);
    expect([...judged.over]).toEqual([
      [3, 'supera el cupo de 33 km: quedan 1, la planilla trae 3'],
      [4, 'supera el cupo de 33 km: quedan 1, la planilla trae 3'],
    ]);
    expect(judged.exceeded).toEqual(['supera el cupo de 33 km: quedan 1, la planilla trae 3']);
  });

  it('puts the sheet behind those already waiting, and counts a category limit and the event limit', () => {
    expect(judgeImportPlaces(places({ waiting: new Map([[33, 1]]) }), [ask(2)]).exceeded).toEqual([
      'supera el cupo de 33 km: quedan 0, la planilla trae 1',
    ]);
    const category = places({ categoryLimits: new Map([[1, 1]]), distanceLimits: new Map() });
    expect(judgeImportPlaces(category, [ask(2), ask(3)]).exceeded).toEqual([
      'supera el cupo de la categoría ELITE: quedan 1, la planilla trae 2',
    ]);
    const event = places({ cupoTotal: 104, distanceLimits: new Map() });
    expect(judgeImportPlaces(event, [ask(2), ask(3), ask(4, 66)]).exceeded).toEqual([
      'supera el cupo del evento: quedan 2, la planilla trae 3',
    ]);
  });
});

describe('the import page’s event', () => {
  const events = [
    { id: 1, fecha: '2026-12-08', inscripcionesAbiertas: false },
    { id: 2, fecha: '2027-03-14', inscripcionesAbiertas: true },
    { id: 3, fecha: '2027-02-01', inscripcionesAbiertas: true },
  ];
  it('opens on the nearest edition taking inscriptions, not on today’s race', () => {
    expect(pickImportEvent(events)?.id).toBe(3);
    expect(pickImportEvent([events[0]!])).toBeNull();
  });
  it('warns about a running or closed event and says nothing of an open one', () => {
    expect(importEventWarning(events[0]!, '2026-12-08')).toBe('Este evento ya se está corriendo');
    expect(importEventWarning(events[0]!, '2026-12-01')).toBe('La inscripción de este evento está cerrada');
    expect(importEventWarning(events[1]!, '2026-12-08')).toBeNull();
  });
});
