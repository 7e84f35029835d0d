// Free of zod (types only): the page loads this with its first delta, and the schema is the server's and the tests' business.
import { compareRankKeys, groupByCategory, type RankKey, rankKeyOfRow } from './rank-results.ts';
import type { ResultRow, ResultsResponse } from './results.schemas.ts';
import type { ResultsDelta, ResultsMeta } from './results-delta.schema.ts';
import { resultsVersion } from './results-version.ts';

export type { ResultsDelta } from './results-delta.schema.ts';

/** Deep equality of JSON values (what the answers are made of), members in `skip` left out. */
function sameJson(a: unknown, b: unknown, skip?: ReadonlySet<string>): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], other[i])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    if (left[key] === undefined || skip?.has(key)) continue;
    count += 1;
    if (!sameJson(left[key], right[key])) return false;
  }
  for (const key in right) if (right[key] !== undefined && !skip?.has(key)) count -= 1;
  return count === 0;
}

const POSITIONS: ReadonlySet<string> = new Set(['position', 'overallPosition']);

/**
 * The delta that turns `previous` into `next`. `versions` are their resultsVersion when the caller already has
 * them (the server hashes the JSON text it holds); otherwise they are computed here.
 */
export function diffResults(
  previous: ResultsResponse,
  next: ResultsResponse,
  versions?: { from: string; version: string },
): ResultsDelta {
  const delta: ResultsDelta = {
    from: versions?.from ?? resultsVersion(previous),
    version: versions?.version ?? resultsVersion(next),
  };
  const meta: Partial<ResultsMeta> = {};
  let metaChanged = false;
  for (const key of Object.keys(next) as (keyof ResultsResponse)[]) {
    if (key === 'overall' || key === 'categories') continue;
    if (sameJson(previous[key], next[key])) continue;
    (meta as Record<string, unknown>)[key] = next[key];
    metaChanged = true;
  }
  if (metaChanged) delta.meta = meta;

  const before = new Map(previous.overall.map((row) => [row.id, row]));
  const rows: ResultRow[] = [];
  const moved: [number, number | null, number | null][] = [];
  for (const row of next.overall) {
    const old = before.get(row.id);
    before.delete(row.id);
    if (old === undefined || !sameJson(old, row, POSITIONS)) rows.push(row);
    else if (old.position !== row.position || old.overallPosition !== row.overallPosition)
      moved.push([row.id, row.position, row.overallPosition]);
  }
  if (rows.length > 0) delta.rows = rows;
  if (before.size > 0) delta.removed = [...before.keys()];
  if (moved.length > 0) delta.moved = moved;
  return delta;
}

/**
 * `previous` with `delta` applied: the rows changed, their overall order and categories rebuilt as the server
 * ranks them (compareRankKeys, groupByCategory), so the result equals the server's answer, member for member and
 * in the server's key order (its resultsVersion is `delta.version`). The caller checks that it holds
 * `delta.from`; `previous` is left as it is.
 */
export function applyResultsDelta(previous: ResultsResponse, delta: ResultsDelta): ResultsResponse {
  const byId = new Map(previous.overall.map((row) => [row.id, row]));
  for (const id of delta.removed ?? []) byId.delete(id);
  for (const [id, position, overallPosition] of delta.moved ?? []) {
    const row = byId.get(id);
    if (row) byId.set(id, { ...row, position, overallPosition });
  }
  for (const row of delta.rows ?? []) byId.set(row.id, row);
  const keyed: { row: ResultRow; key: RankKey }[] = [];
  for (const row of byId.values()) keyed.push({ row, key: rankKeyOfRow(row) });
  keyed.sort((a, b) => compareRankKeys(a.key, b.key));
  const overall = keyed.map(({ row }) => row);
  return { ...previous, ...delta.meta, overall, categories: groupByCategory(overall) };
}
