import { hasNoUpperAge } from './upper-age.ts';

/**
 * How a category's ages read, the same on the landing and in the back-office: 'Todas las edades' (an open
 * category, or no bounds), 'Hasta 17 años', '36+ años' or '30-39 años'.
 */
export function ageRangeText(category: { esLibre: boolean; edadMinima: number | null; edadMaxima: number | null }) {
  const { esLibre, edadMinima: min, edadMaxima: max } = category;
  const noMaximum = hasNoUpperAge(max);
  if (esLibre || (min === null && noMaximum)) return 'Todas las edades';
  if (noMaximum) return `${min}+ años`;
  if (min === null) return `Hasta ${max} años`;
  return `${min}-${max} años`;
}
