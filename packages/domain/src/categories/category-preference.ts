import type { Sex } from '../limits.ts';
import { type EligibilityCategory, isCategoryEligible } from './category-eligibility.ts';
import { hasNoUpperAge } from './upper-age.ts';

/**
 * Whether a category admits every age: it is free (esLibre, whose age bounds are not applied), or its bounds
 * exclude nobody (no minimum or one of 0 or less, no maximum or one no rider reaches: hasNoUpperAge).
 */
export function admitsEveryAge(category: EligibilityCategory): boolean {
  if (category.esLibre) return true;
  const noMinimum = category.edadMinima === null || category.edadMinima <= 0;
  const noMaximum = hasNoUpperAge(category.edadMaxima);
  return noMinimum && noMaximum;
}

/** Open: any runner may race it, of either sex and any age (E-BIKE). */
export function isOpenCategory(category: EligibilityCategory): boolean {
  return category.sexo === 'MIXTO' && admitsEveryAge(category);
}

/**
 * How narrowly a category picks its runners: 0 open to all, 1 one sex of any age, 2 an age band of both
 * sexes, 3 an age band of one sex (the age categories). An age band says more about who the runner is than
 * a sex does, so it counts more.
 */
export function categorySpecificity(category: EligibilityCategory): number {
  return (admitsEveryAge(category) ? 0 : 2) + (category.sexo === 'MIXTO' ? 0 : 1);
}

export interface CategoryOffer<C> {
  /** The categories the runner may race, the most specific first (ties keep their given order). */
  categories: C[];
  /** The one to choose for them: the only most specific one; null when two tie for it (or none fits). */
  preferred: C | null;
}

/**
 * The categories of a list that fit a runner of this sex and age (D8), in the order to offer them: their own
 * category first and chosen for them, open ones such as E-BIKE after it. With only open ones fitting, the
 * single one is still chosen (an under-17 on 66 km gets E-BIKE).
 */
export function offerCategories<C extends EligibilityCategory>(
  categories: C[],
  sexo: Sex,
  age: number,
): CategoryOffer<C> {
  const ranked = categories
    .filter((c) => isCategoryEligible(c, sexo, age))
    .map((category, index) => ({ category, index, specificity: categorySpecificity(category) }))
    .sort((a, b) => b.specificity - a.specificity || a.index - b.index);
  const [first, second] = ranked;
  const preferred = first && (!second || second.specificity < first.specificity) ? first.category : null;
  return { categories: ranked.map((r) => r.category), preferred };
}
