import type { z } from 'zod';
import type { ErrorCode } from '../error-codes.ts';

/**
 * One endpoint of the API, declared once: the server registers its route from it (method, path, schemas,
 * who may call it, the errors it may answer) and the web calls it through a client typed from it.
 * See docs/decisions/004-one-contract.md.
 */

/** Who may call a route (apps/server/src/plugins/access.ts enforces it). */
export type Access = 'public' | 'runner' | 'admin' | 'super_admin' | 'runner_or_admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

export interface Endpoint {
  method: HttpMethod;
  /** Under /api, Fastify style: `/timing/:eventId/record`. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer per success status; a file or a stream answers `z.unknown()`. */
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
  /**
   * The error codes this endpoint answers, by status, beyond those every endpoint may answer: 400
   * VALIDATION_ERROR when it takes input, 401/403 when it is not public (added by the server's helper).
   */
  errors?: Partial<Record<ErrorStatus, readonly ErrorCode[]>>;
  /**
   * A runner whose password is temporary may call it (sign out, read their profile, change the password).
   * Every other runner endpoint answers 403 PASSWORD_CHANGE_REQUIRED until the password is changed.
   */
  duringTemporaryPassword?: true;
}

/** Declares an endpoint; the literal types (method, path, schemas) are kept for the server and the web. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessSchemas<E extends Endpoint> = E['responses'][keyof E['responses'] & SuccessStatus];

/** What a 2xx answer of the endpoint holds (undefined for 204). */
export type EndpointResponse<E extends Endpoint> = SchemaOutput<SuccessSchemas<E>>;
/** The path parameters, as the caller gives them. */
export type EndpointParams<E extends Endpoint> = SchemaOutput<E['params']>;
/** The query string, every key optional (the server fills defaults). */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? { [K in keyof z.output<E['query']>]?: z.output<E['query']>[K] }
  : undefined;
/** The JSON body, as the caller sends it (before the server's defaults and transforms). */
export type EndpointBody<E extends Endpoint> = SchemaInput<E['body']>;

/** `/timing/:eventId/record` with `{ eventId: 3 }` → `/timing/3/record`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
