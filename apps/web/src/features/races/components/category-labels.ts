import type { CategorySex } from '@carreras/domain/limits';

export const SEX_LABELS: Record<CategorySex, string> = { M: 'Masculino', F: 'Femenino', MIXTO: 'Mixto' };

/** 'Libre', or the age range as 'min a max'. */
export function ageRangeLabel(category: { esLibre: boolean; edadMinima: number | null; edadMaxima: number | null }) {
  if (category.esLibre || category.edadMinima === null || category.edadMaxima === null) return 'Libre';
  return `${category.edadMinima} a ${category.edadMaxima}`;
}
