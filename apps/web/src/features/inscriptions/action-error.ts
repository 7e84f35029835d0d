import { parseBibText } from '@carreras/domain/bib-text';
import { errorCodes } from '@carreras/domain/error-codes';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The server's refusal of a bib another inscription or a result kept by name holds (BIB_TAKEN), to say under the
 * bib where it is changed; null for any other failure.
 */
export function bibTakenMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === errorCodes.bibTaken ? error.message : null;
}

/** A bib entry: null when empty (removes the bib), a positive integer, or 'invalid'. */
export function parseBibEntry(entry: string): number | null | 'invalid' {
  return parseBibText(entry);
}
