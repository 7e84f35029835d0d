import { isCategoryEligible } from '../categories/category-eligibility.ts';
import { offerCategories } from '../categories/category-preference.ts';
import type { Sex } from '../limits.ts';
import type { CategoryEquivalence, RowSuggestion } from './category-suggestions.ts';
import { cellText, type ImportCell } from './import-cells.ts';
import type { ImportField } from './import-columns.ts';
import type { ImportCategory } from './import-plan-types.ts';
import { categoryByText, fieldReason, rowDistance } from './import-rows.ts';

// The category a row of the runners import enters: named by the row, or the one its distance offers the rider.

type RowValues = Partial<Record<ImportField, ImportCell>>;

function distancesText(categories: readonly ImportCategory[]): string {
  return [...new Set(categories.map((c) => c.distancia))]
    .sort((a, b) => a - b)
    .map((d) => `${d} km`)
    .join(', ');
}

export interface FoundCategory {
  category: ImportCategory | null;
  motivos: string[];
  sugerencia?: RowSuggestion;
}

/**
 * The event's category a row names, by distance and name (case and accents ignored) or by a text the admin said
 * means one; or why there is none, with the category the text most likely means when one does.
 */
export function findCategory(
  values: RowValues,
  categories: readonly ImportCategory[],
  person: { sexo: Sex; age: number } | null,
  equivalences: readonly CategoryEquivalence[],
): FoundCategory {
  const distText = cellText(values.distancia);
  const catText = cellText(values.categoria);
  const distance = rowDistance(distText, categories);
  if (distance === 'unknown') {
    const offered = distancesText(categories);
    return {
      category: null,
      motivos: [fieldReason('distancia', `«${distText}» no es una distancia de este evento (${offered})`)],
    };
  }
  if (catText) {
    const named = categoryByText(catText, distance, categories, equivalences, 'este evento');
    if (named.category) return { category: named.category, motivos: [] };
    return named.sugerencia
      ? { category: null, motivos: [named.motivo], sugerencia: named.sugerencia }
      : { category: null, motivos: [named.motivo] };
  }
  if (distance === null) return { category: null, motivos: ['Falta la distancia o la categoría'] };
  if (!person) return { category: null, motivos: [] };
  const preferred = offerCategories(
    categories.filter((c) => c.distancia === distance),
    person.sexo,
    person.age,
  ).preferred;
  return preferred
    ? { category: preferred, motivos: [] }
    : {
        category: null,
        motivos: [
          fieldReason('categoria', `falta, y ninguna categoría de ${distance} km corresponde sola a su edad y sexo`),
        ],
      };
}

export function eligibilityProblem(category: ImportCategory, person: { sexo: Sex; age: number }): string | null {
  if (isCategoryEligible(category, person.sexo, person.age)) return null;
  const who = person.sexo === 'F' ? 'una corredora' : 'un corredor';
  return fieldReason(
    'categoria',
    `${category.nombre} no corresponde a ${who} de ${person.age} años el día de la carrera`,
  );
}
