import type { CategorySex } from '../limits.ts';
import { NO_UPPER_AGE } from './upper-age.ts';

export interface CategoryDefinition {
  nombre: string;
  distancia: number;
  sexo: CategorySex;
  esLibre: boolean;
  edadMinima: number | null;
  edadMaxima: number | null;
}

const bands33: [string, number, number][] = [
  ['MENORES', 13, 14],
  ['CADETES', 15, 16],
  ['PROMOCIONALES A', 17, 35],
  ['PROMOCIONALES B', 36, NO_UPPER_AGE],
];

const bands66: [string, number, number][] = [
  ['JUVENILES', 17, 18],
  ['SUB 23', 19, 23],
  ['ELITE', 24, 29],
  ['MASTER A1', 30, 34],
  ['MASTER A2', 35, 39],
  ['MASTER B1', 40, 44],
  ['MASTER B2', 45, 49],
  ['MASTER C1', 50, 54],
  ['MASTER C2', 55, 59],
  ['MASTER D1', 60, 64],
  ['MASTER D2', 65, 70],
  ['MASTER E1', 71, NO_UPPER_AGE],
];

function bySex(distancia: number, bands: [string, number, number][]): CategoryDefinition[] {
  return (['M', 'F'] as const).flatMap((sexo) =>
    bands.map(([name, min, max]) => ({
      nombre: `${name} ${sexo === 'M' ? 'MASC' : 'FEM'}`,
      distancia,
      sexo,
      esLibre: false,
      edadMinima: min,
      edadMaxima: max,
    })),
  );
}

/**
 * The categories of DECISIONS D8: the admin document's "default category by age" table decides
 * where the landing page's lists overlap or leave gaps; every category exists MASC and FEM,
 * and E-BIKE is mixed with no age limit. The seed creates exactly these.
 */
export const DEFAULT_CATEGORIES: CategoryDefinition[] = [
  ...bySex(33, bands33),
  ...bySex(66, bands66),
  { nombre: 'E-BIKE', distancia: 66, sexo: 'MIXTO', esLibre: true, edadMinima: null, edadMaxima: null },
];
