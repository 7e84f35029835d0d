import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The volunteers' links of controls on the course (docs/decisions/019-controls-on-the-course.md): only the
// token's hash is stored; a link opens one control of one event until it expires or is revoked.

type Q = Kysely<Database>;

export interface ControlLinkRow {
  id: number;
  pointId: number;
  eventId: number;
  label: string;
  expiresAt: number;
  revokedAt: number | null;
  createdAt: number;
}

const linkColumns = ['id', 'point_id', 'event_id', 'label', 'expires_at', 'revoked_at', 'created_at'] as const;

const toLink = (row: {
  id: number;
  point_id: number;
  event_id: number;
  label: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: string;
}): ControlLinkRow => ({
  id: row.id,
  pointId: row.point_id,
  eventId: row.event_id,
  label: row.label,
  expiresAt: Number(row.expires_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  createdAt: Date.parse(row.created_at),
});

export async function insertLink(
  db: Q,
  values: { eventId: number; pointId: number; tokenHash: string; label: string; expiresAt: number; adminId: number },
  now: string,
): Promise<ControlLinkRow> {
  const row = await db
    .insertInto('control_links')
    .values({
      event_id: values.eventId,
      point_id: values.pointId,
      token_hash: values.tokenHash,
      label: values.label,
      expires_at: values.expiresAt,
      created_by: values.adminId,
      created_at: now,
    })
    .returning(linkColumns)
    .executeTakeFirstOrThrow();
  return toLink(row);
}

export async function findLinkByHash(db: Q, tokenHash: string): Promise<ControlLinkRow | undefined> {
  const row = await db
    .selectFrom('control_links')
    .select(linkColumns)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? toLink(row) : undefined;
}

export async function findLink(db: Q, eventId: number, linkId: number): Promise<ControlLinkRow | undefined> {
  const row = await db
    .selectFrom('control_links')
    .select(linkColumns)
    .where('event_id', '=', eventId)
    .where('id', '=', linkId)
    .executeTakeFirst();
  return row ? toLink(row) : undefined;
}

export async function listLinks(db: Q, eventId: number): Promise<ControlLinkRow[]> {
  const rows = await db
    .selectFrom('control_links')
    .select(linkColumns)
    .where('event_id', '=', eventId)
    .orderBy('point_id')
    .orderBy('id')
    .execute();
  return rows.map(toLink);
}

export async function revokeLink(db: Q, linkId: number, at: number): Promise<void> {
  await db
    .updateTable('control_links')
    .set({ revoked_at: at })
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .execute();
}
