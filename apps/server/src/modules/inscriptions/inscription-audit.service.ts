import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { type AuditEntry, audit } from '../../lib/audit.ts';
import { findInscription } from './inscriptions.repository.ts';

type Db = Kysely<Database>;

/** The inscription as the API answers it; 404 when there is none with that id. */
export async function requireInscription(db: Db, id: number): Promise<Inscription> {
  const inscription = await findInscription(db, id);
  if (!inscription) throw notFound(m.inscriptionNotFound);
  return inscription;
}

/** Records a change of the inscription in the audit log. */
export function auditInscription(db: Db, id: number, entry: Omit<AuditEntry, 'entity' | 'entityId'>): Promise<void> {
  return audit(db, { ...entry, entity: 'inscription', entityId: id });
}

/** Records a change of the inscription and answers the inscription as it is after it. */
export async function auditedInscription(
  db: Db,
  id: number,
  entry: Omit<AuditEntry, 'entity' | 'entityId'>,
): Promise<Inscription> {
  await auditInscription(db, id, entry);
  return requireInscription(db, id);
}
