export type InscriptionStatus = 'INSCRIPTO' | 'CONFIRMADO' | 'ACREDITADO';

export interface InscriptionFlags {
  pagoConfirmado: boolean;
  inscripcionConfirmada: boolean;
  numeroDorsalAsignado: number | null | undefined;
}

/** The derived status of an inscription (admin spec, section 4). */
export function inscriptionStatus(inscription: InscriptionFlags): InscriptionStatus {
  if (!inscription.pagoConfirmado || !inscription.inscripcionConfirmada) return 'INSCRIPTO';
  return inscription.numeroDorsalAsignado ? 'ACREDITADO' : 'CONFIRMADO';
}
