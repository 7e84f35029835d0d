import type { CategoryReportRow, DistanceReportRow, ReportKind } from '@carreras/domain/reports/report.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { requireEventExists } from '../events/events.service.ts';
import { reportSheets } from './report-sheets.ts';
import { reportByCategory, reportByDistance } from './reports.repository.ts';

type Db = Kysely<Database>;

/** A report covers one event, or every event when none is given; a given event must exist (404). */
async function checkEvent(db: Db, eventId: number | undefined): Promise<void> {
  if (eventId !== undefined) await requireEventExists(db, eventId);
}

export async function getReportByDistance(db: Db, eventId: number | undefined): Promise<DistanceReportRow[]> {
  await checkEvent(db, eventId);
  return reportByDistance(db, eventId);
}

export async function getReportByCategory(db: Db, eventId: number | undefined): Promise<CategoryReportRow[]> {
  await checkEvent(db, eventId);
  return reportByCategory(db, eventId);
}

/** The sheets of one export workbook. */
export async function getReportSheets(db: Db, kind: ReportKind, eventId: number | undefined) {
  await checkEvent(db, eventId);
  return reportSheets(db, kind, eventId);
}
