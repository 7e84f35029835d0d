import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pingDatabase } from './health.repository.ts';

/** A database that has not answered in this long is reported down (a monitor must not hang with it). */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

/** Whether the database answers within HEALTH_DATABASE_TIMEOUT_MS. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pingDatabase(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
