import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { failureMessage, serverErrorMessage } from './failure-message.ts';

const refused = new ApiError(409, 'Ya existe un corredor registrado con este DNI', 'DNI_TAKEN');
const invalid = new ApiError(400, 'Error de validación', 'VALIDATION_ERROR', { dni: 'DNI inválido' });
const offline = new ApiError(0, 'No se pudo conectar con el servidor. Verifica tu conexión.');

describe('failure messages', () => {
  it("puts the server's reason after 'Error: ', the screen's text when it gave none", () => {
    expect(serverErrorMessage(refused, 'Error al crear la inscripción')).toBe(
      'Error: Ya existe un corredor registrado con este DNI',
    );
    expect(serverErrorMessage(invalid, 'Error al crear la inscripción')).toBe('Error: DNI inválido');
    expect(serverErrorMessage(offline, 'x')).toBe('Error: No se pudo conectar con el servidor. Verifica tu conexión.');
    expect(serverErrorMessage(new ApiError(502, 'Error desconocido'), 'Error al crear la inscripción')).toBe(
      'Error al crear la inscripción',
    );
    expect(serverErrorMessage(new TypeError('boom'), 'Error al crear la inscripción')).toBe(
      'Error al crear la inscripción',
    );
  });

  it("puts the server's reason after the screen's text", () => {
    expect(failureMessage(refused, 'Error al actualizar el corredor')).toBe(
      'Error al actualizar el corredor: Ya existe un corredor registrado con este DNI',
    );
    expect(failureMessage(new TypeError('boom'), 'Error al actualizar el corredor')).toBe(
      'Error al actualizar el corredor',
    );
  });
});
