import { ApiError, errorMessage } from './api-client.ts';

/** The server's message for one field of a refused request, when it named that field. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields?.[field] : undefined;
}

/**
 * The screen's own error text (the spec's), followed by the server's reason when it gave one,
 * e.g. 'Error al eliminar la categoría: No se puede eliminar la categoría porque tiene inscripciones'.
 */
export function failureMessage(error: unknown, screenText: string): string {
  const reason = errorMessage(error, '');
  return reason === '' ? screenText : `${screenText}: ${reason}`;
}
