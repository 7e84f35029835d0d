import type { Endpoint } from '@carreras/domain/api/define-endpoint';
import type { z } from 'zod';

/**
 * Every fetch a web test stubs is checked against the contracts the server registers its routes from
 * (docs/decisions/004-one-contract.md): the call must be a declared endpoint, its body and query must pass
 * the endpoint's schemas, and a 2xx answer the stub gives must pass the endpoint's response schema. A stub
 * left behind by a contract change then fails its test instead of keeping it green against an API that no
 * longer exists. Installed by setup.ts; the faults of a test fail it in afterEach.
 */

const contractModules = import.meta.glob<Record<string, unknown>>('../../../../packages/domain/src/**/*.contract.ts', {
  eager: true,
});

interface Declared {
  name: string;
  endpoint: Endpoint;
  segments: string[];
}

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Endpoint).method === 'string' &&
    typeof (value as Endpoint).path === 'string' &&
    typeof (value as Endpoint).access === 'string'
  );
}

const declared: Declared[] = Object.values(contractModules).flatMap((module) =>
  Object.values(module).flatMap((contract) =>
    typeof contract === 'object' && contract !== null
      ? Object.entries(contract)
          .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
          .map(([name, endpoint]) => ({ name, endpoint, segments: endpoint.path.split('/').filter(Boolean) }))
      : [],
  ),
);

/** The declared endpoint a call reaches: the one matching with the most literal segments, as Fastify routes. */
export function endpointOf(method: string, path: string): Declared | undefined {
  const parts = path.split('/').filter(Boolean);
  let best: Declared | undefined;
  let bestLiterals = -1;
  for (const candidate of declared) {
    if (candidate.endpoint.method !== method || candidate.segments.length !== parts.length) continue;
    let literals = 0;
    const matches = candidate.segments.every((segment, i) => {
      if (segment.startsWith(':')) return parts[i] !== '';
      if (segment === decodeURIComponent(parts[i] ?? '')) {
        literals += 1;
        return true;
      }
      return false;
    });
    if (matches && literals > bestLiterals) {
      best = candidate;
      bestLiterals = literals;
    }
  }
  return best;
}

function issuesOf(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  return parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

function queryObject(search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(search.entries());
}

/** What is wrong with one stubbed call, or null. */
export async function contractFault(input: RequestInfo | URL, init: RequestInit, response: Response) {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  if (!url.pathname.startsWith('/api/')) return null;
  const method = (init.method ?? 'GET').toUpperCase();
  const path = url.pathname.slice('/api'.length);
  const call = `${method} ${url.pathname}`;
  const found = endpointOf(method, path);
  if (!found) return `${call}: no contract declares this endpoint`;
  const { endpoint, name } = found;
  if (endpoint.body && typeof init.body === 'string') {
    const fault = issuesOf(endpoint.body, JSON.parse(init.body));
    if (fault) return `${call} (${name}): the body the web sent breaks the contract: ${fault}`;
  }
  if (endpoint.query) {
    const fault = issuesOf(endpoint.query, queryObject(url.searchParams));
    if (fault) return `${call} (${name}): the query the web sent breaks the contract: ${fault}`;
  }
  if (response.status < 200 || response.status > 299) return null;
  const schema = endpoint.responses[response.status as keyof Endpoint['responses']];
  if (!schema) return `${call} (${name}): the stub answers ${response.status}, which the endpoint does not declare`;
  if (!(response.headers.get('content-type') ?? '').includes('json') || response.status === 204) return null;
  const text = await response.clone().text();
  if (text === '') return null;
  const fault = issuesOf(schema, JSON.parse(text));
  return fault ? `${call} (${name}): the stubbed ${response.status} answer breaks the contract: ${fault}` : null;
}

const faults: string[] = [];

const checkedFetches = new WeakSet<typeof fetch>();
const checkedResponses = new WeakSet<Response>();

/** `stub`, checking every call it answers; a response a wrapped checked fetch already checked is not checked again. */
function checking(stub: typeof fetch): typeof fetch {
  const checked = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const response = await stub(input, init);
    if (checkedResponses.has(response)) return response;
    checkedResponses.add(response);
    try {
      const fault = await contractFault(input, init, response);
      if (fault) faults.push(fault);
    } catch (error) {
      faults.push(`${String(input)}: could not be checked against the contracts (${String(error)})`);
    }
    return response;
  };
  checkedFetches.add(checked as typeof fetch);
  return checked as typeof fetch;
}

/**
 * Makes `globalThis.fetch` check every call the current stub answers; tests keep assigning their stubs to
 * `globalThis.fetch` as before. A test may read `globalThis.fetch` to put it back later or to wrap it in a
 * stub of its own: what it reads is already checking, so it is kept as it is rather than checked twice.
 */
export function installContractCheck(): void {
  let current = checking(globalThis.fetch);
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    get: () => current,
    set: (next: typeof fetch) => {
      current = checkedFetches.has(next) ? next : checking(next);
    },
  });
}

/** The faults seen since the last call, emptied. */
export function takeContractFaults(): string[] {
  return faults.splice(0, faults.length);
}
