import type { CategoryEquivalence } from '@carreras/domain/imports/category-suggestions';
import { importMessages } from '@carreras/domain/imports/import-limits';
import { badRequest } from '../../lib/app-error.ts';

/**
 * The equivalences of a request ('¿Quiso decir …?' answered) checked against the event's categories: one that
 * names a category of another event, or none, is a 400 rather than a row silently left unmatched.
 */
export function checkEquivalences(
  equivalences: readonly CategoryEquivalence[],
  categories: readonly { id: number }[],
): readonly CategoryEquivalence[] {
  const ids = new Set(categories.map((category) => category.id));
  const foreign = equivalences.find((equivalence) => !ids.has(equivalence.categoryId));
  if (foreign) {
    const message = importMessages.equivalenceNotOfEvent(foreign.texto);
    throw badRequest(message, { equivalencias: message });
  }
  return equivalences;
}
