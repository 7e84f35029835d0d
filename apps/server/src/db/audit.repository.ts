import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface AuditEntry {
  actorType: 'runner' | 'admin' | 'system';
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  detail?: Record<string, unknown>;
}

/** The audit log's columns for an entry: its keys are mapped here and nowhere else. */
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

/** Rows written per statement: well under the bound-parameter limits of SQLite and PostgreSQL. */
const AUDIT_ROWS_PER_INSERT = 1000;

/** Writes entries of one moment, a statement per thousand. */
export async function insertAuditEntries(
  db: Kysely<Database>,
  entries: readonly AuditEntry[],
  at: string,
): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_ROWS_PER_INSERT) {
    await db
      .insertInto('audit_log')
      .values(entries.slice(start, start + AUDIT_ROWS_PER_INSERT).map((entry) => auditRow(entry, at)))
      .execute();
  }
}
