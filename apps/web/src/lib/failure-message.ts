import { ApiError } from './api-client.ts';

/**
 * The screen's own error text (the spec's), followed by the server's reason when it gave one,
 * e.g. 'Error al eliminar la categoría: No se puede eliminar la categoría porque tiene inscripciones'.
 */
export function failureMessage(error: unknown, screenText: string): string {
  if (error instanceof ApiError && (error.code !== undefined || error.isNetworkError)) {
    return `${screenText}: ${error.message}`;
  }
  return screenText;
}
