import { DEFAULT_CATEGORIES } from '../categories/default-categories.ts';

/** Upper case, no accents, single spaces: 'Élite  masc' and 'ELITE MASC' are the same category. */
function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase();
}

/**
 * Rank of each category of the default-by-age table (D8): 33 km first (MENORES … PROMOCIONALES B),
 * then 66 km (JUVENILES … MASTER E1), MASC before FEM within each band, E-BIKE last.
 */
const TABLE_RANK: ReadonlyMap<string, number> = (() => {
  const bands: string[] = [];
  for (const category of [...DEFAULT_CATEGORIES].sort((a, b) => a.distancia - b.distancia)) {
    if (category.sexo === 'MIXTO') continue;
    const band = category.nombre.replace(/ (MASC|FEM)$/, '');
    if (!bands.includes(band)) bands.push(band);
  }
  const ordered = [
    ...bands.flatMap((band) => [`${band} MASC`, `${band} FEM`]),
    ...DEFAULT_CATEGORIES.filter((c) => c.sexo === 'MIXTO').map((c) => c.nombre),
  ];
  return new Map(ordered.map((name, index) => [normalise(name), index]));
})();

/**
 * Orders category names as organisers read a results sheet: the default-by-age table's order, then any
 * category that is not in the table, alphabetically (es).
 */
export function compareCategoryNames(a: string, b: string): number {
  const rankA = TABLE_RANK.get(normalise(a));
  const rankB = TABLE_RANK.get(normalise(b));
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB;
  if (rankA !== undefined) return -1;
  if (rankB !== undefined) return 1;
  return a.localeCompare(b, 'es');
}
