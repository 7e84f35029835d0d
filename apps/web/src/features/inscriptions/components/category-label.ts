import type { CategoryChoice } from '@carreras/domain/inscriptions/inscription.schemas';

const SEX_NAMES = { M: 'Masculino', F: 'Femenino', MIXTO: 'Mixto' } as const;

/** Whether the category is of the other sex than the runner's (shown in red, still selectable by an admin). */
export function isOtherSex(category: Pick<CategoryChoice, 'sexo'>, runnerSex: 'M' | 'F'): boolean {
  return category.sexo !== 'MIXTO' && category.sexo !== runnerSex;
}

export function categoryLabel(category: Pick<CategoryChoice, 'nombre' | 'sexo'>, runnerSex: 'M' | 'F'): string {
  return isOtherSex(category, runnerSex) ? `${category.nombre} (${SEX_NAMES[category.sexo]})` : category.nombre;
}
