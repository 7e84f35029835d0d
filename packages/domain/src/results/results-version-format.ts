/**
 * What a results version looks like: a 53-bit hash in base 36 (up to 11 characters). The live stream's `version`
 * parameter accepts a little more, so a page from another release is answered, not refused. Apart from
 * results-version.ts, which hashes a results answer, so the contract (results.schemas.ts) can check a version
 * without importing the hash and the hash can name the answer's type without a loop between the two.
 */
export const RESULTS_VERSION_MAX_LENGTH = 32;
export const RESULTS_VERSION_PATTERN = /^[0-9a-z]+$/;
