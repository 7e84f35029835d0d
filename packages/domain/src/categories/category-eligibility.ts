import type { CategorySex, Sex } from '../limits.ts';

export interface EligibilityCategory {
  sexo: CategorySex;
  esLibre: boolean;
  edadMinima: number | null;
  edadMaxima: number | null;
}

/** Whether a runner of this sex and age (D8: event year minus birth year) may race the category. */
export function isCategoryEligible(category: EligibilityCategory, sexo: Sex, age: number): boolean {
  if (category.sexo !== 'MIXTO' && category.sexo !== sexo) return false;
  if (category.esLibre) return true;
  if (category.edadMinima !== null && age < category.edadMinima) return false;
  if (category.edadMaxima !== null && age > category.edadMaxima) return false;
  return true;
}
