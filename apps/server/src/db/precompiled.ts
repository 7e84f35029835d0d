import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema.ts';

/** The values a precompiled query takes, by name: numbers and strings, and null where a column takes it. */
type Values = Record<string, number | string | null>;

/**
 * A query built and compiled once per dialect, then run with new values: Kysely builds its operation tree
 * and compiles it to SQL on every call, which for the passage's context query cost more than SQLite spends
 * running every statement of a passage. `build` receives a placeholder for each value: a number or string no
 * real value can be, so every parameter that carries it is found by position in the compiled query and
 * replaced on each run. `build` must pass each value to the query as it is (compute fallbacks such as
 * `bib ?? -1` before calling), and its shape must not depend on the values.
 */
export function precompiled<V extends Values, R>(
  /** A value of each kind, by name (typed as the values are, `0 as number | null` for a nullable number). */
  example: V,
  build: (db: Kysely<Database>, values: V) => Compilable<R>,
): (db: Kysely<Database>, values: V) => Promise<QueryResult<R>> {
  const names = Object.keys(example) as (keyof V & string)[];
  const placeholders = Object.fromEntries(
    names.map((name, i) => [name, typeof example[name] === 'number' ? -7_919_000_001 - i : `\u0000value:${name}`]),
  ) as V;
  const byAdapter = new WeakMap<object, { sql: string; slots: ((values: V) => unknown)[] }>();
  return (db, values) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (!compiled) {
      const query = build(db, placeholders).compile();
      const slots = query.parameters.map((parameter) => {
        const name = names.find((n) => placeholders[n] === parameter);
        return name === undefined ? () => parameter : (v: V) => v[name];
      });
      compiled = { sql: query.sql, slots };
      byAdapter.set(adapter, compiled);
    }
    const parameters = compiled.slots.map((slot) => slot(values));
    return db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<R>);
  };
}
