import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from './clock.ts';
import type { Principal } from './principal-types.ts';

export interface AuditEntry {
  actorType: 'runner' | 'admin' | 'system';
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  detail?: Record<string, unknown>;
}

/** Records who changed what. Never pass passwords, hashes or tokens in detail. */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await auditMany(db, [entry]);
}

function auditRow(entry: AuditEntry, at: string) {
  return {
    at,
    actor_type: entry.actorType,
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
  };
}

/** The audit log's actor for a request's principal. */
export function actorOf(principal: Principal): Pick<AuditEntry, 'actorType' | 'actorId'> {
  return principal.type === 'admin'
    ? { actorType: 'admin', actorId: principal.admin.id }
    : { actorType: 'runner', actorId: principal.runner.id };
}

/** Rows written per statement: well under the bound-parameter limits of SQLite and PostgreSQL. */
const AUDIT_ROWS_PER_INSERT = 1000;

/** Records many changes of one action at once (a spreadsheet import's thousands of rows), a statement per thousand. */
export async function auditMany(db: Kysely<Database>, entries: readonly AuditEntry[]): Promise<void> {
  const at = nowIso();
  for (let start = 0; start < entries.length; start += AUDIT_ROWS_PER_INSERT) {
    await db
      .insertInto('audit_log')
      .values(entries.slice(start, start + AUDIT_ROWS_PER_INSERT).map((entry) => auditRow(entry, at)))
      .execute();
  }
}
