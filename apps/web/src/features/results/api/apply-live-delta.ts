import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { resultsContract } from '@carreras/domain/results/results.contract';
import { applyResultsDelta, type ResultsDelta } from '@carreras/domain/results/results-delta';
import { resultsVersion } from '@carreras/domain/results/results-version';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Results = EndpointResponse<typeof resultsContract.live>;

/**
 * The versions of the results this module built: the next delta starts from them, and hashing 2,000 riders again
 * would cost a phone tens of ms a passage.
 */
const versions = new WeakMap<Results, string>();

function versionOf(results: Results): string {
  let version = versions.get(results);
  if (version === undefined) {
    version = resultsVersion(results);
    versions.set(results, version);
  }
  return version;
}

/**
 * Applies a delta of the live stream to the results cached under `key`, as a `results` event would set them,
 * when they are the version it starts from and what it builds is the version it names; false (nothing changed)
 * otherwise. Loaded with the first delta (useLiveResults): the ranking code it needs stays out of the page's
 * first visit.
 */
export function applyLiveDelta(queryClient: QueryClient, key: QueryKey, delta: ResultsDelta): boolean {
  const previous = queryClient.getQueryData<Results>(key);
  if (!previous || versionOf(previous) !== delta.from) return false;
  const after = applyResultsDelta(previous, delta);
  if (versionOf(after) !== delta.version) return false;
  // A read still in flight is older than these results: it must not overwrite them.
  void queryClient.cancelQueries({ queryKey: key, exact: true });
  // The cache keeps an object of its own (shared with the previous one where equal): its version is the same.
  const stored = queryClient.setQueryData<Results>(key, after);
  if (stored) versions.set(stored, delta.version);
  return true;
}
