import { describe, expect, it } from 'vitest';
import {
  categoryTokens,
  collectSuggestions,
  didYouMean,
  equivalentCategory,
  suggestCategory,
} from './category-suggestions.ts';

const categories = [
  { id: 1, nombre: 'PROMOCIONALES A MASC', distancia: 33 },
  { id: 2, nombre: 'PROMOCIONALES B MASC', distancia: 33 },
  { id: 3, nombre: 'PROMOCIONALES B FEM', distancia: 33 },
  { id: 4, nombre: 'MASTER A1 MASC', distancia: 66 },
  { id: 5, nombre: 'MASTER A2 MASC', distancia: 66 },
  { id: 6, nombre: 'ELITE', distancia: 66 },
  { id: 7, nombre: 'ELITE', distancia: 33 },
  { id: 8, nombre: 'Sub 23 Damas', distancia: 66 },
];

const suggested = (text: string, distance: number | null = null) =>
  suggestCategory(text, categories, distance)?.nombre ?? null;

describe('categoryTokens', () => {
  it('folds, splits letters from digits, reads synonyms and plurals', () => {
    expect(categoryTokens('Promocionales B Masculino')).toEqual(['promocional', 'b', 'masc']);
    expect(categoryTokens('PROMOCIONALES B MASC')).toEqual(['promocional', 'b', 'masc']);
    expect(categoryTokens('Máster A1 – Varones')).toEqual(['master', 'a', '1', 'masc']);
    expect(categoryTokens('Damas de 40')).toEqual(['fem', '40']);
    expect(categoryTokens('Sub23 Mujeres')).toEqual(['sub', '23', 'fem']);
  });
});

describe('suggestCategory', () => {
  it('finds the one category a text means', () => {
    expect(suggested('Promocionales B Masculino')).toBe('PROMOCIONALES B MASC');
    expect(suggested('promocional b varones')).toBe('PROMOCIONALES B MASC');
    expect(suggested('Promo B Caballeros')).toBe('PROMOCIONALES B MASC');
    expect(suggested('Promocionales B Femenino')).toBe('PROMOCIONALES B FEM');
    expect(suggested('Master A 1 hombres')).toBe('MASTER A1 MASC');
    expect(suggested('Sub-23 mujeres')).toBe('Sub 23 Damas');
  });

  it('never takes a letter or a number for another', () => {
    expect(suggested('Promocionales C Masculino')).toBeNull();
    expect(suggested('Master A3 Masculino')).toBeNull();
    expect(suggested('Sub 21 Damas')).toBeNull();
  });

  it('wants every word of both sides matched', () => {
    expect(suggested('Promocionales Masculino')).toBeNull();
    expect(suggested('Promocionales B Masculino Juveniles')).toBeNull();
    expect(suggested('Pr B Masc')).toBeNull();
  });

  it('gives nothing when two categories fit, unless the distance tells them apart', () => {
    expect(suggested('Elites')).toBeNull();
    expect(suggestCategory('Elites', categories, 33)?.id).toBe(7);
    expect(suggested('Promocionales B Masculino', 66)).toBeNull();
  });

  it('says nothing for empty or unrelated text', () => {
    expect(suggested('')).toBeNull();
    expect(suggested('Tandem')).toBeNull();
  });

  it('asks with the name and the distance', () => {
    expect(didYouMean(categories[1] as (typeof categories)[number])).toBe('¿quiso decir PROMOCIONALES B MASC (33 km)?');
  });
});

describe('equivalentCategory', () => {
  const equivalences = [
    { texto: 'Promocionales B Masculino', categoryId: 2 },
    { texto: 'Élites', categoryId: 6 },
    { texto: 'elites', categoryId: 7 },
  ];

  it('applies to every row with the text by search key', () => {
    expect(equivalentCategory('PROMOCIONALES B  MASCULINO', null, equivalences, categories)).toMatchObject({ id: 2 });
    expect(equivalentCategory('Promocionales B Masculino', 33, equivalences, categories)).toMatchObject({ id: 2 });
  });

  it('takes the one at the row distance, and is ambiguous without it', () => {
    expect(equivalentCategory('Elites', 66, equivalences, categories)).toMatchObject({ id: 6 });
    expect(equivalentCategory('Elites', 33, equivalences, categories)).toMatchObject({ id: 7 });
    expect(equivalentCategory('Elites', null, equivalences, categories)).toBe('ambiguous');
  });

  it('gives nothing for another text, another distance or an unknown category', () => {
    expect(equivalentCategory('Promocionales A', null, equivalences, categories)).toBeNull();
    expect(equivalentCategory('Promocionales B Masculino', 66, equivalences, categories)).toBeNull();
    expect(equivalentCategory('x', null, [{ texto: 'x', categoryId: 99 }], categories)).toBeNull();
  });
});

describe('collectSuggestions', () => {
  it('counts the rows of each text and category, in sheet order', () => {
    const b = categories[1] as (typeof categories)[number];
    const elite = categories[6] as (typeof categories)[number];
    expect(
      collectSuggestions([
        { sugerencia: { texto: 'Promocionales B Masculino', category: b } },
        { sugerencia: null },
        { sugerencia: { texto: 'Elites', category: elite } },
        { sugerencia: { texto: 'promocionales b masculino', category: b } },
      ]),
    ).toEqual([
      { texto: 'Promocionales B Masculino', categoryId: 2, categoria: 'PROMOCIONALES B MASC', distancia: 33, filas: 2 },
      { texto: 'Elites', categoryId: 7, categoria: 'ELITE', distancia: 33, filas: 1 },
    ]);
  });
});
