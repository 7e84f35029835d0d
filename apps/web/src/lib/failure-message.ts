import { ApiError, errorMessage } from './api-client.ts';

/** The server's message for one field of a refused request, when it named that field. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields?.[field] : undefined;
}

/** `label: <the server's reason>` when the server gave one (see `errorMessage`), the fallback otherwise. */
function reasonAfter(label: string, error: unknown, fallback: string): string {
  const reason = errorMessage(error, '');
  return reason === '' ? fallback : `${label}: ${reason}`;
}

/**
 * The screen's own error text (the spec's), followed by the server's reason when it gave one,
 * e.g. 'Error al eliminar la categoría: No se puede eliminar la categoría porque tiene inscripciones'.
 */
export function failureMessage(error: unknown, screenText: string): string {
  return reasonAfter(screenText, error, screenText);
}

/**
 * The spec's 'Error: <the server's reason>' when the server gave one, the screen's own text otherwise,
 * e.g. 'Error: Ya existe un corredor registrado con este DNI' or 'Error al crear la inscripción'.
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  return reasonAfter('Error', error, fallback);
}
