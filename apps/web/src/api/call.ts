import {
  type Access,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  fillPath,
} from '@carreras/domain/api/define-endpoint';
import { apiDownload, apiRequest, buildUrl, type QueryValue, type RequestOptions } from '../lib/api-client.ts';

/**
 * An endpoint as the web holds it: its method and path only, typed by its declaration in packages/domain.
 * The declarations (zod schemas) are imported as types, so no page downloads zod to call the API.
 */
export interface Route<E extends Endpoint> {
  readonly access: E['access'];
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: carries the declaration's type. */
  readonly endpoint?: E;
}

/**
 * The routes of one resource's contract. Each is written as `'access METHOD /path'`, and the compiler accepts
 * only the declaration's own access, method and path, for every endpoint of the contract.
 */
export function routes<C extends Record<string, Endpoint>>(
  table: {
    [K in keyof C]: `${C[K]['access']} ${C[K]['method']} ${C[K]['path']}`;
  },
): { [K in keyof C]: Route<C[K]> } {
  const result: Record<string, Route<Endpoint>> = {};
  for (const [name, spec] of Object.entries(table) as [string, string][]) {
    const [access, method, path] = spec.split(' ') as [Access, Endpoint['method'], string];
    result[name] = { access, method, path };
  }
  return result as { [K in keyof C]: Route<C[K]> };
}

/**
 * The session whose token a call sends, from who may call the endpoint: an administrator's endpoint sends the
 * admin token and a runner's the runner token wherever the page is. Public endpoints and those open to both
 * keep the page's session (the admin's under /admin), as an admin token lets a public read see inactive events.
 */
export function sessionFor(access: Access): RequestOptions['session'] {
  if (access === 'admin' || access === 'super_admin') return 'admin';
  if (access === 'runner') return 'runner';
  return undefined;
}

type Field<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : { [K in Name]: T };

export type CallOptions<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'body', EndpointBody<E>> & {
    query?: EndpointQuery<E>;
  } & Pick<RequestOptions, 'session' | 'signal' | 'timeoutMs'>;

/** `/timing/3/record`: the route's path under /api with its parameters filled in. */
export function pathOf<E extends Endpoint>(route: Route<E>, params: EndpointParams<E>): string {
  return fillPath(route.path, params as Record<string, unknown> | undefined);
}

/** The full address (for EventSource and links). */
export function urlOf<E extends Endpoint>(
  route: Route<E>,
  params: EndpointParams<E>,
  query?: EndpointQuery<E>,
): string {
  return buildUrl(pathOf(route, params), query as Record<string, QueryValue> | undefined);
}

function requestOptions<E extends Endpoint>(route: Route<E>, options: CallOptions<E>): RequestOptions {
  return {
    method: route.method,
    body: options.body,
    query: options.query as Record<string, QueryValue> | undefined,
    session: options.session ?? sessionFor(route.access),
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  };
}

/**
 * The root of a resource's query keys and its listings under it, `[name]` and `[name, 'list', query]`,
 * each listing keyed by the query its endpoint (`listRoute`) takes.
 */
export function listKeys<const Name extends string, E extends Endpoint>(name: Name, _listRoute: Route<E>) {
  const all = [name] as const;
  return { all, list: (query: EndpointQuery<E>) => [...all, 'list', query] as const };
}

/** Calls an endpoint; resolves with its 2xx answer, typed by the endpoint's response schema. */
export async function call<E extends Endpoint>(route: Route<E>, options: CallOptions<E>): Promise<EndpointResponse<E>> {
  const answer: EndpointResponse<E> = await apiRequest(
    fillPath(route.path, options.params as Record<string, unknown> | undefined),
    requestOptions(route, options),
  );
  return answer;
}

/** Calls an endpoint that answers a file and hands it to the browser; resolves with the file's name. */
export function download<E extends Endpoint>(
  route: Route<E>,
  fallbackName: string,
  options: CallOptions<E>,
): Promise<string> {
  return apiDownload(
    fillPath(route.path, options.params as Record<string, unknown> | undefined),
    fallbackName,
    requestOptions(route, options),
  );
}
