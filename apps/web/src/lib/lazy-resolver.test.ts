import { messages } from '@carreras/domain/messages';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver, VALIDATION_UNAVAILABLE } from './lazy-resolver.ts';

type Values = { dni: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const refusing: Resolver<Values, unknown, Values> = async () => ({
  values: {},
  errors: { dni: { type: 'too_small', message: 'El DNI es obligatorio' } },
});

describe('lazyResolver', () => {
  it('downloads the validation once, on preload or on the first validation, and answers exactly as it does', async () => {
    const load = vi.fn(async () => refusing);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    const result = await resolver({ dni: '' }, undefined, options);
    expect(result).toEqual({ values: {}, errors: { dni: { type: 'too_small', message: 'El DNI es obligatorio' } } });
    await resolver({ dni: '1' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the submit with the connection message when the download fails, and downloads again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(async (values) => ({ values, errors: {} }));
    const { resolver, preload } = lazyResolver(load);
    preload();
    expect(await resolver({ dni: '30123456' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: VALIDATION_UNAVAILABLE, message: messages.noConnection } },
    });
    expect(await resolver({ dni: '30123456' }, undefined, options)).toEqual({
      values: { dni: '30123456' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
