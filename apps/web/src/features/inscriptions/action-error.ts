import { ApiError } from '../../lib/api-client.ts';
import { explainedMessage } from '../../lib/failure-message.ts';

/** The message of a refused change: the server's own words for a rule it enforces (409 bib taken, 404, 400), else the screen's. */
export function actionError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [400, 404, 409].includes(error.status)) return explainedMessage(error);
  return fallback;
}

/** A bib entry: null when empty (removes the bib), a positive integer, or 'invalid'. */
export function parseBibEntry(entry: string): number | null | 'invalid' {
  const text = entry.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'invalid';
  const bib = Number(text);
  return bib > 0 && bib <= 999_999 ? bib : 'invalid';
}
