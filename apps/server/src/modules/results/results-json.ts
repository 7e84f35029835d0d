import type { ResultRow, ResultsResponse } from '@carreras/domain/results/results.schemas';

/** Where each row starts in `JSON.stringify(rows)`, or null when the rows do not start with their id. */
function rowStarts(json: string, count: number): number[] | null {
  const starts = new Array<number>(count);
  let at = 0;
  for (let index = 0; index < count; index++) {
    // Inside a JSON string every quote is escaped, so `{"id":` is a row's first property and nothing else
    // (lap times are `{"lap":…}`): a row starts there, right after the array's `[` or the previous row's `,`.
    at = json.indexOf('{"id":', at);
    if (at === -1 || json.charCodeAt(at - 1) !== (index === 0 ? 0x5b : 0x2c)) return null;
    starts[index] = at;
    at += 6;
  }
  return starts;
}

/** The two lists as the envelope's JSON text writes them when both are empty (once: no string holds a bare quote). */
const EMPTY_LISTS = '"overall":[],"categories":[]';

/**
 * The results answer as JSON, byte for byte `JSON.stringify(results)` (results-json.test.ts compares them), in
 * less time: every row is in the answer twice, overall and in its category, and is serialized once, in the
 * overall list; each category's list is put together from the overall text of its rows.
 */
export function resultsJson(results: ResultsResponse): string {
  const { overall, categories } = results;
  const overallJson = JSON.stringify(overall);
  const starts = rowStarts(overallJson, overall.length);
  const envelope = JSON.stringify({ ...results, overall: [], categories: [] });
  const at = envelope.indexOf(EMPTY_LISTS);
  if (starts === null || at === -1) return JSON.stringify(results);
  const indexOf = new Map<ResultRow, number>();
  for (let index = 0; index < overall.length; index++) indexOf.set(overall[index]!, index);
  // One list of pieces, joined once: the answer is copied into one flat string a single time.
  const parts: string[] = [envelope.slice(0, at), '"overall":', overallJson, ',"categories":['];
  for (let c = 0; c < categories.length; c++) {
    const { name, runners } = categories[c]!;
    parts.push(`${c === 0 ? '' : ','}{"name":${JSON.stringify(name)},"runners":[`);
    for (let r = 0; r < runners.length; r++) {
      if (r > 0) parts.push(',');
      const row = runners[r]!;
      const index = indexOf.get(row);
      // A row's text ends one character (the `,` or the closing `]`) before the next row's start.
      if (index === undefined) parts.push(JSON.stringify(row));
      else parts.push(overallJson.slice(starts[index], index + 1 < starts.length ? starts[index + 1]! - 1 : -1));
    }
    parts.push(']}');
  }
  parts.push(']', envelope.slice(at + EMPTY_LISTS.length));
  return parts.join('');
}
