import type { Endpoint, ErrorStatus } from '@carreras/domain/api/define-endpoint';
import { errorCodes } from '@carreras/domain/error-codes';
import { apiErrorSchema } from '@carreras/domain/errors';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { hideInactiveEvents } from '../plugins/event-visibility.ts';

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;
type SuccessInput<E extends Endpoint> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? z.input<E['responses'][S]> : never;
}[keyof E['responses']];

/** The request of an endpoint's handler: params, query and body as its schemas give them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}>;

/** A handler answers the endpoint's success body, or the reply it sent itself (another status, a file, a stream). */
export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessInput<E> | FastifyReply | undefined>;

/**
 * Every error code an endpoint may answer, by status: its declared ones plus those every endpoint of its
 * kind answers (400 when it takes input, 401/403 when it is not public; PASSWORD_CHANGE_REQUIRED on runner
 * routes that a temporary password does not open).
 */
export function endpointErrors(endpoint: Endpoint): Map<ErrorStatus, string[]> {
  const errors = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, codes: readonly string[]) =>
    errors.set(status, [...new Set([...(errors.get(status) ?? []), ...codes])]);
  if (endpoint.params || endpoint.query || endpoint.body) add(400, [errorCodes.validation]);
  if (endpoint.access !== 'public') {
    add(401, [errorCodes.unauthenticated]);
    const runner = endpoint.access === 'runner' || endpoint.access === 'runner_or_admin';
    const mayBeRefused = runner && !endpoint.duringTemporaryPassword;
    add(403, mayBeRefused ? [errorCodes.forbidden, errorCodes.passwordChangeRequired] : [errorCodes.forbidden]);
  }
  for (const [status, codes] of Object.entries(endpoint.errors ?? {})) add(Number(status) as ErrorStatus, codes);
  return new Map([...errors].sort(([a], [b]) => a - b));
}

/**
 * Registers the route an endpoint declares: url, method, schemas (response per status, so answers keep
 * being written from them and the OpenAPI document describes them), who may call it and its error codes.
 * A public endpoint that names an event answers 404 for an inactive one to anyone but an administrator
 * (plugins/event-visibility.ts).
 */
export function route<E extends Endpoint>(
  app: Pick<FastifyInstance, 'route'>,
  endpoint: E,
  handler: ContractHandler<E>,
  options: { config?: Omit<FastifyContextConfig, 'access' | 'allowWithTemporaryPassword'> } = {},
): void {
  const errorResponses = Object.fromEntries(
    [...endpointErrors(endpoint)].map(([status, codes]) => [status, apiErrorSchema.describe(codes.join(', '))]),
  );
  const hideInactiveEvent = hideInactiveEvents(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...options.config,
      access: endpoint.access,
      allowWithTemporaryPassword: endpoint.duringTemporaryPassword === true,
    },
    ...(hideInactiveEvent ? { preHandler: hideInactiveEvent } : {}),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { ...endpoint.responses, ...errorResponses },
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
