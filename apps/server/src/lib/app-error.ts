import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';

/** An error whose message is meant for the user: status, stable code and Spanish text. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, errorCodes.validation, message, fields);
export const unauthenticated = (message: string = messages.unauthenticated) =>
  new AppError(401, errorCodes.unauthenticated, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, errorCodes.forbidden, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, errorCodes.notFound, message);
/** 409 with the generic CONFLICT, or the specific code the web tells the case by (DNI_TAKEN, BIB_TAKEN...). */
export const conflict = (
  message: string,
  fields?: Record<string, string>,
  code: (typeof errorCodes)[keyof typeof errorCodes] = errorCodes.conflict,
) => new AppError(409, code, message, fields);
export const tooManyRequests = (message: string = messages.tooManyRequests) =>
  new AppError(429, errorCodes.tooManyRequests, message);
