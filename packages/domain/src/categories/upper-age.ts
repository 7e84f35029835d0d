/** What the form stores (within its 0–999 range) for a category with no upper age. */
export const NO_UPPER_AGE = 999;

/**
 * Whether a category's maximum age sets no limit: none given, NO_UPPER_AGE as stored, or any age no rider
 * reaches (from 120). One rule for the age text shown and for telling an open category.
 */
export function hasNoUpperAge(edadMaxima: number | null): boolean {
  return edadMaxima === null || edadMaxima >= 120;
}
