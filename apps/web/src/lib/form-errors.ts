import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts the server's per-field messages (`ApiError.fields`) on the form fields it knows.
 * Returns the messages of fields the form does not show, so the caller can list them.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): string[] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if (formFields.includes(field)) setError(field as FieldPath<T>, { type: 'server', message });
    else unplaced.push(message);
  }
  return unplaced;
}

/** A birth date as the API expects it from the browser: the calendar day at noon UTC, so no zone can shift it. */
export function birthDateAtNoonUtc(isoDate: string): string {
  return `${isoDate.slice(0, 10)}T12:00:00.000Z`;
}
