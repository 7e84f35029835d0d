import { describe, expect, it } from 'vitest';
import { inscriptionStatus } from './inscription-status.ts';

describe('inscriptionStatus', () => {
  it.each([
    [{ pagoConfirmado: false, inscripcionConfirmada: false, asistenciaConfirmada: false }, 'INSCRIPTO'],
    [{ pagoConfirmado: true, inscripcionConfirmada: false, asistenciaConfirmada: false }, 'INSCRIPTO'],
    [{ pagoConfirmado: false, inscripcionConfirmada: false, asistenciaConfirmada: true }, 'INSCRIPTO'],
    [{ pagoConfirmado: true, inscripcionConfirmada: true, asistenciaConfirmada: false }, 'CONFIRMADO'],
    [{ pagoConfirmado: true, inscripcionConfirmada: true, asistenciaConfirmada: true }, 'ACREDITADO'],
  ] as const)('%o → %s', (flags, status) => {
    expect(inscriptionStatus(flags)).toBe(status);
  });

  it('a paid rider with a bib who has not picked up the kit is CONFIRMADO, not ACREDITADO', () => {
    const paidWithBib = { pagoConfirmado: true, inscripcionConfirmada: true, asistenciaConfirmada: false };
    expect(inscriptionStatus({ ...paidWithBib, numeroDorsalAsignado: 12 } as typeof paidWithBib)).toBe('CONFIRMADO');
  });
});
