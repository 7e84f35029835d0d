import { errorCodes } from '@carreras/domain/error-codes';
import { IMPORT_MAX_ROWS, importMessages } from '@carreras/domain/imports/import-limits';
import { AppError } from '../../lib/app-error.ts';

/**
 * A spreadsheet refused as too large (413) or damaged (400), `reason` (one of `sheetRefusals`) completing the
 * one message the admin reads (docs/decisions/010-untrusted-files-in-a-cage.md).
 */
export const sheetRefused = (reason: string, status: 400 | 413 = 413) =>
  new AppError(
    status,
    status === 413 ? errorCodes.bodyTooLarge : errorCodes.validation,
    importMessages.sheetRefused(reason),
  );

/** More rows than an import takes: the message a parsed sheet answers too. */
export const tooManyRows = () =>
  new AppError(413, errorCodes.bodyTooLarge, importMessages.tooManyRows(IMPORT_MAX_ROWS));
