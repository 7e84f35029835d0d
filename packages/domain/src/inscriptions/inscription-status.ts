export type InscriptionStatus = 'INSCRIPTO' | 'CONFIRMADO' | 'ACREDITADO';

export interface InscriptionFlags {
  pagoConfirmado: boolean;
  inscripcionConfirmada: boolean;
  asistenciaConfirmada: boolean;
}

/**
 * The derived status of an inscription (admin spec, section 4). ACREDITADO means the kit was picked up
 * (attendance recorded at check-in), not merely a bib given: a future edition's paid rider with a bib is
 * CONFIRMADO until they come for their kit.
 */
export function inscriptionStatus(inscription: InscriptionFlags): InscriptionStatus {
  if (!inscription.pagoConfirmado || !inscription.inscripcionConfirmada) return 'INSCRIPTO';
  return inscription.asistenciaConfirmada ? 'ACREDITADO' : 'CONFIRMADO';
}
