import { describe, expect, it } from 'vitest';
import { eventChoicesFrom } from './events.ts';

describe('eventChoicesFrom', () => {
  it('gives the distances of the categories, once each and ascending', () => {
    const categories = [{ distancia: 66 }, { distancia: 33 }, { distancia: 66 }];
    expect(eventChoicesFrom(categories)).toEqual({ categories, distances: [33, 66] });
  });
});
