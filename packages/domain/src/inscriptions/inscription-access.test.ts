import { describe, expect, it } from 'vitest';
import {
  canAcceptPair,
  canChangeInscription,
  canDeclinePair,
  canEnrol,
  canListInscriptionsOf,
  canReadInscription,
  canReportPayment,
  type InscriptionParties,
  type InscriptionViewer,
  inscriptionRole,
  pairAnswerRefusal,
} from './inscription-access.ts';

const admin: InscriptionViewer = { type: 'admin' };
const holder: InscriptionViewer = { type: 'runner', id: 1, dni: '11111111' };
const partner: InscriptionViewer = { type: 'runner', id: 2, dni: '22222222' };
const stranger: InscriptionViewer = { type: 'runner', id: 3, dni: '33333333' };

const solo: InscriptionParties = { runnerId: 1, compañero: null, compañeroPendiente: null };
const pending: InscriptionParties = { runnerId: 1, compañero: null, compañeroPendiente: { dni: '22222222' } };
const confirmed: InscriptionParties = { runnerId: 1, compañero: { id: 2 }, compañeroPendiente: null };

describe('inscriptionRole', () => {
  it.each([
    [admin, solo, 'admin'],
    [holder, solo, 'holder'],
    [holder, pending, 'holder'],
    [partner, pending, 'invited'],
    [partner, confirmed, 'partner'],
    [partner, solo, null],
    [stranger, pending, null],
    [stranger, confirmed, null],
  ] as const)('%o on %o → %s', (viewer, inscription, role) => {
    expect(inscriptionRole(viewer, inscription)).toBe(role);
  });

  it('knows the invited partner by the DNI the holder typed', () => {
    expect(inscriptionRole({ type: 'runner', id: 2, dni: '99999999' }, pending)).toBeNull();
  });
});

describe('canReadInscription', () => {
  it('lets the holder, either partner of a pair and admins read it', () => {
    expect(canReadInscription(holder, pending)).toBe(true);
    expect(canReadInscription(partner, pending)).toBe(true);
    expect(canReadInscription(partner, confirmed)).toBe(true);
    expect(canReadInscription(admin, confirmed)).toBe(true);
  });

  it('refuses any other runner, and a former invitee once the invitation is gone', () => {
    expect(canReadInscription(stranger, confirmed)).toBe(false);
    expect(canReadInscription(partner, solo)).toBe(false);
  });
});

describe('pairAnswerRefusal', () => {
  it('lets only the invited partner accept a waiting pair', () => {
    expect(pairAnswerRefusal(partner, pending, 'accept')).toBeNull();
    expect(canAcceptPair(partner, pending)).toBe(true);
    expect(pairAnswerRefusal(holder, pending, 'accept')).toBe('onlyInvitedPartner');
    expect(pairAnswerRefusal(stranger, pending, 'accept')).toBe('notYours');
    expect(pairAnswerRefusal(partner, confirmed, 'accept')).toBe('pairNotPending');
    expect(canAcceptPair(holder, pending)).toBe(false);
  });

  it('lets the invited partner decline and the holder withdraw while the pair waits', () => {
    expect(pairAnswerRefusal(partner, pending, 'decline')).toBeNull();
    expect(pairAnswerRefusal(holder, pending, 'decline')).toBeNull();
    expect(canDeclinePair(holder, pending)).toBe(true);
    expect(pairAnswerRefusal(stranger, pending, 'decline')).toBe('notYours');
    expect(pairAnswerRefusal(partner, solo, 'decline')).toBe('notYours');
  });

  it('does not undo a confirmed pair or a solo inscription', () => {
    expect(pairAnswerRefusal(partner, confirmed, 'decline')).toBe('pairNotPending');
    expect(pairAnswerRefusal(holder, confirmed, 'decline')).toBe('pairNotPending');
    expect(pairAnswerRefusal(holder, solo, 'decline')).toBe('pairNotPending');
    expect(canDeclinePair(partner, confirmed)).toBe(false);
  });
});

describe('canReportPayment', () => {
  it('lets the holder and the confirmed partner say they paid, not the invited partner', () => {
    expect(canReportPayment(holder, pending)).toBe(true);
    expect(canReportPayment(partner, confirmed)).toBe(true);
    expect(canReportPayment(partner, pending)).toBe(false);
    expect(canReportPayment(stranger, confirmed)).toBe(false);
  });
});

describe('changes, enrolling and listing', () => {
  it('leaves changes to admins', () => {
    expect(canChangeInscription(admin)).toBe(true);
    expect(canChangeInscription(holder)).toBe(false);
  });

  it('lets a runner enrol only themselves and an admin anyone', () => {
    expect(canEnrol(holder, 1)).toBe(true);
    expect(canEnrol(holder, 2)).toBe(false);
    expect(canEnrol(admin, 2)).toBe(true);
  });

  it("lets a runner list only their own inscriptions, and an admin anyone's", () => {
    expect(canListInscriptionsOf(holder, undefined)).toBe(true);
    expect(canListInscriptionsOf(holder, 1)).toBe(true);
    expect(canListInscriptionsOf(holder, 2)).toBe(false);
    expect(canListInscriptionsOf(admin, 2)).toBe(true);
  });
});
