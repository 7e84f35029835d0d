import { ApiError } from './api-client.ts';

/**
 * The server's reason in words a person can act on: for a refused input, the fields' own messages
 * ('Búsqueda demasiado larga') instead of the bare 'Error de validación'; otherwise its message.
 */
export function explainedMessage(error: ApiError): string {
  const fieldMessages = [...new Set(Object.values(error.fields ?? {}))];
  return fieldMessages.length > 0 ? fieldMessages.join(' · ') : error.message;
}

/** The server's message for one field of a refused request, when it named that field. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields?.[field] : undefined;
}

/**
 * The screen's own error text (the spec's), followed by the server's reason when it gave one,
 * e.g. 'Error al eliminar la categoría: No se puede eliminar la categoría porque tiene inscripciones'.
 */
export function failureMessage(error: unknown, screenText: string): string {
  if (error instanceof ApiError && (error.code !== undefined || error.isNetworkError)) {
    return `${screenText}: ${explainedMessage(error)}`;
  }
  return screenText;
}
