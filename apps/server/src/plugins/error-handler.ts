import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import { findNulCharacter } from '@carreras/domain/nul-character';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/** A database restart takes a few seconds: clients are told to come back about then. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

type FieldErrors = Record<string, string>;

function fieldErrors(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
    fields[key] ??= issue.message ?? messages.validation;
  }
  return fields;
}

const framework: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: errorCodes.invalidJson, message: messages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: errorCodes.invalidJson, message: messages.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: errorCodes.bodyTooLarge, message: messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: errorCodes.unsupportedMediaType,
    message: messages.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: errorCodes.validation, message: messages.validation },
};

/** The one error handler: every error answer is `{ error, message, fields? }`; a 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ error: errorCodes.validation, message: messages.validation, fields: fieldErrors(error) });
    }
    const known = error.code ? framework[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.code, message: known.message });
    if (error instanceof SyntaxError || (error.statusCode === 400 && error.name === 'SyntaxError')) {
      return reply.status(400).send({ error: errorCodes.invalidJson, message: messages.invalidJson });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: errorCodes.tooManyRequests, message: messages.tooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send({ error: errorCodes.validation, message: messages.validation });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: errorCodes.unavailable, message: messages.databaseUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: errorCodes.internal, message: messages.internal });
  });
}

/**
 * Every text of every route refuses the NUL character with a 400 naming the field, before the route's
 * schema runs: PostgreSQL cannot store it (it would be a 500) and SQLite would keep a value no form can show.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [context, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNulCharacter(value);
      if (field !== null) return done(badRequest(messages.validation, { [field || context]: messages.nulCharacter }));
    }
    done();
  });
}
