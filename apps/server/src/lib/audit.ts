import type { Kysely } from 'kysely';
import { type AuditEntry, insertAuditEntries } from '../db/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from './clock.ts';
import type { Principal } from './principal-types.ts';

export type { AuditEntry };

/** Records who changed what. Never pass passwords, hashes or tokens in detail. */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await auditMany(db, [entry]);
}

/** The audit log's actor for a request's principal. */
export function actorOf(principal: Principal): Pick<AuditEntry, 'actorType' | 'actorId'> {
  return principal.type === 'admin'
    ? { actorType: 'admin', actorId: principal.admin.id }
    : { actorType: 'runner', actorId: principal.runner.id };
}

/** Records many changes of one action at once (a spreadsheet import's thousands of rows), one moment for all. */
export async function auditMany(db: Kysely<Database>, entries: readonly AuditEntry[]): Promise<void> {
  await insertAuditEntries(db, entries, nowIso());
}
