import type { inscriptionMessages } from './inscription.messages.ts';

/**
 * Who may read, answer and change an inscription: the one copy of these rules, used by the server to
 * refuse and by the web to decide what it shows (the web once refused the partner a pair it
 * could read).
 */

/**
 * Who asks. A runner is known by id and by DNI: an invited partner has not consented yet, so the
 * inscription names them only by the DNI the holder typed (D13).
 */
export type InscriptionViewer = { type: 'admin' } | { type: 'runner'; id: number; dni: string };

/** What the rules read of an inscription: its holder and its partner, confirmed or invited. */
export interface InscriptionParties {
  runnerId: number;
  /** The confirmed partner. */
  compañero: { id: number } | null;
  /** The invited partner of a pair waiting for consent. */
  compañeroPendiente?: { dni: string } | null;
}

/** holder: enrolled it; partner: the confirmed partner; invited: named by a pair still waiting for consent. */
export type InscriptionRole = 'admin' | 'holder' | 'partner' | 'invited';

export function inscriptionRole(viewer: InscriptionViewer, inscription: InscriptionParties): InscriptionRole | null {
  if (viewer.type === 'admin') return 'admin';
  if (inscription.runnerId === viewer.id) return 'holder';
  if (inscription.compañero?.id === viewer.id) return 'partner';
  if (inscription.compañeroPendiente && inscription.compañeroPendiente.dni === viewer.dni) return 'invited';
  return null;
}

/** Admins read any inscription; a runner the ones they hold or are named in as partner, invited or confirmed. */
export function canReadInscription(viewer: InscriptionViewer, inscription: InscriptionParties): boolean {
  return inscriptionRole(viewer, inscription) !== null;
}

/** Why an answer to a pair is refused: the key of its message in inscriptionMessages. */
export type PairAnswerRefusal = keyof Pick<
  typeof inscriptionMessages,
  'notYours' | 'onlyInvitedPartner' | 'pairNotPending'
>;

/**
 * Whether the viewer may answer the pair of an inscription, and why not: only the invited partner accepts;
 * the invited partner declines or the holder withdraws; either only while the pair waits for consent.
 */
export function pairAnswerRefusal(
  viewer: InscriptionViewer,
  inscription: InscriptionParties,
  answer: 'accept' | 'decline',
): PairAnswerRefusal | null {
  const role = inscriptionRole(viewer, inscription);
  if (answer === 'accept') {
    if (role === 'holder') return 'onlyInvitedPartner';
    if (role !== 'invited' && role !== 'partner') return 'notYours';
    return role === 'invited' ? null : 'pairNotPending';
  }
  if (role !== 'holder' && role !== 'partner' && role !== 'invited') return 'notYours';
  return inscription.compañeroPendiente ? null : 'pairNotPending';
}

export function canAcceptPair(viewer: InscriptionViewer, inscription: InscriptionParties): boolean {
  return pairAnswerRefusal(viewer, inscription, 'accept') === null;
}

export function canDeclinePair(viewer: InscriptionViewer, inscription: InscriptionParties): boolean {
  return pairAnswerRefusal(viewer, inscription, 'decline') === null;
}

/** 'Ya pagué': the holder or the confirmed partner tells the organiser; an invitation has nothing to pay yet. */
export function canReportPayment(viewer: InscriptionViewer, inscription: InscriptionParties): boolean {
  const role = inscriptionRole(viewer, inscription);
  return role === 'holder' || role === 'partner';
}

/**
 * Category, payment, attendance, bib, status and deletion are the organisers' (D2): a runner's inscription
 * cannot be changed by the runner ('La distancia y la categoría no pueden modificarse').
 */
export function canChangeInscription(viewer: InscriptionViewer): boolean {
  return viewer.type === 'admin';
}

/** A runner enrols only themselves; an admin enrols anyone. */
export function canEnrol(viewer: InscriptionViewer, runnerId: number): boolean {
  return viewer.type === 'admin' || viewer.id === runnerId;
}

/** A runner lists only their own inscriptions (no runner filter, or their own id); an admin anyone's. */
export function canListInscriptionsOf(viewer: InscriptionViewer, runnerId: number | undefined): boolean {
  return viewer.type === 'admin' || runnerId === undefined || runnerId === viewer.id;
}
