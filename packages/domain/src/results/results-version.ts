import type { ResultRow, ResultsResponse } from './results.schemas.ts';

/**
 * What a results version looks like: two 32-bit hashes in base 36 (13 or 14 characters). The live stream's
 * `version` parameter accepts a little more, so a page from another release is answered, not refused.
 */
export const RESULTS_VERSION_MAX_LENGTH = 32;
export const RESULTS_VERSION_PATTERN = /^[0-9a-z]+$/;

/** Two murmur3-style lanes with different seeds: 64 bits, so two different answers never share a version. */
class Hash {
  a = 0x9747b28c;
  b = 0x2b7e1516;

  private mix(k: number) {
    let x = Math.imul(k, 0xcc9e2d51);
    x = (x << 15) | (x >>> 17);
    x = Math.imul(x, 0x1b873593);
    this.a ^= x;
    this.a = Math.imul((this.a << 13) | (this.a >>> 19), 5) + 0xe6546b64;
    let y = Math.imul(k ^ 0x5bd1e995, 0x85ebca6b);
    y = (y << 13) | (y >>> 19);
    this.b ^= Math.imul(y, 0xc2b2ae35);
    this.b = Math.imul((this.b << 17) | (this.b >>> 15), 9) + 0x7f4a7c15;
  }

  /** Every value is tagged with its kind, a string with its length: no two sequences of values hash alike. */
  value(v: string | number | boolean | null | undefined) {
    if (typeof v === 'string') {
      this.mix(1);
      this.mix(v.length);
      for (let i = 0; i < v.length; i++) this.mix(v.charCodeAt(i));
    } else if (typeof v === 'number') {
      if (Number.isInteger(v) && Math.abs(v) <= 0x7fffffff) {
        this.mix(2);
        this.mix(v);
      } else {
        // Decimals (a distance of 16.5 km) and large numbers (epoch ms) by their JSON text, as both sides read it.
        this.value(JSON.stringify(v));
      }
    } else if (typeof v === 'boolean') this.mix(v ? 3 : 4);
    else this.mix(5); // null, or a member left out (JSON reads back undefined as absent)
  }

  digest(): string {
    const fmix = (h: number) => {
      let x = h ^ (h >>> 16);
      x = Math.imul(x, 0x85ebca6b);
      x ^= x >>> 13;
      x = Math.imul(x, 0xc2b2ae35);
      return (x ^ (x >>> 16)) >>> 0;
    };
    return (
      fmix(this.a).toString(36) +
      fmix(this.b ^ this.a)
        .toString(36)
        .padStart(7, '0')
    );
  }
}

function row(hash: Hash, r: ResultRow) {
  hash.value(r.id);
  hash.value(r.dorsal);
  hash.value(r.runnerName);
  hash.value(r.categoryName);
  hash.value(r.groupName);
  hash.value(r.finalTime);
  hash.value(r.penaltyTime);
  hash.value(r.completedLaps);
  hash.value(r.totalLaps);
  hash.value(r.position);
  hash.value(r.overallPosition);
  hash.value(r.status);
  hash.value(r.lapTimes.length);
  for (const lap of r.lapTimes) {
    hash.value(lap.lap);
    hash.value(lap.time);
  }
}

/**
 * The version of a results answer: the same for the same results, different as soon as anything shown differs.
 * `generatedAt` is left out, so an answer computed again without a change (the cache's TTL, another process)
 * keeps its version. The server and the page compute it alike (the page from the answer it holds, whether it
 * came in the HTML, from the API or from the stream), so the live stream need not send what the page has.
 * Every member counts (results-version.test.ts changes each member of the contract); a category's rows are
 * the overall rows (the same objects on the server), so a category counts by its name and its riders' ids.
 * About a millisecond for 2,000 riders: far less than reading the answer's JSON.
 */
export function resultsVersion(results: ResultsResponse): string {
  const hash = new Hash();
  hash.value(results.eventId);
  hash.value(results.eventName);
  hash.value(results.eventDate);
  hash.value(results.finished);
  hash.value(results.distance);
  hash.value(results.laps);
  hash.value(results.overall.length);
  for (const r of results.overall) row(hash, r);
  hash.value(results.categories.length);
  for (const category of results.categories) {
    hash.value(category.name);
    hash.value(category.runners.length);
    for (const r of category.runners) hash.value(r.id);
  }
  hash.value(results.distances.length);
  for (const d of results.distances) {
    hash.value(d.distance);
    hash.value(d.laps);
  }
  hash.value(results.groups.length);
  for (const g of results.groups) {
    hash.value(g.id);
    hash.value(g.name);
  }
  return hash.digest();
}
