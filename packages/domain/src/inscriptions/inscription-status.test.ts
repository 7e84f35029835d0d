import { describe, expect, it } from 'vitest';
import { inscriptionStatus } from './inscription-status.ts';

describe('inscriptionStatus', () => {
  it.each([
    [{ pagoConfirmado: false, inscripcionConfirmada: false, numeroDorsalAsignado: null }, 'INSCRIPTO'],
    [{ pagoConfirmado: true, inscripcionConfirmada: false, numeroDorsalAsignado: 5 }, 'INSCRIPTO'],
    [{ pagoConfirmado: true, inscripcionConfirmada: true, numeroDorsalAsignado: null }, 'CONFIRMADO'],
    [{ pagoConfirmado: true, inscripcionConfirmada: true, numeroDorsalAsignado: 0 }, 'CONFIRMADO'],
    [{ pagoConfirmado: true, inscripcionConfirmada: true, numeroDorsalAsignado: 12 }, 'ACREDITADO'],
  ] as const)('%o → %s', (flags, status) => {
    expect(inscriptionStatus(flags)).toBe(status);
  });
});
