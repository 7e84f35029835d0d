import { messages } from '@carreras/domain/messages';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The error type a form sees when its validation code could not be downloaded. */
export const VALIDATION_UNAVAILABLE = 'validation-unavailable';

export interface LazyResolver<TInput extends FieldValues, TOutput extends FieldValues> {
  /** Validates exactly as the loaded resolver does, waiting for its download the first time. */
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts the download (call it on the first interaction with the form); never throws. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose code (zod and the domain schemas, about 40 KB gzip) is downloaded when the
 * visitor first touches the form instead of with the page, so a first visit stays light. The rules and the
 * Spanish messages are the loaded resolver's own. When the download fails, the submit is refused with a
 * root error saying the connection failed (what was typed stays), and the next attempt downloads again.
 */
export function lazyResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let pending: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const loaded = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    let validate: Resolver<TInput, unknown, TOutput>;
    try {
      validate = await loaded();
    } catch {
      const errors = { root: { type: VALIDATION_UNAVAILABLE, message: messages.noConnection } };
      return { values: {}, errors: errors as FieldErrors<TInput> };
    }
    return validate(values, context, options);
  };
  return { resolver, preload: () => void loaded().catch(() => undefined) };
}
