import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './nul-character.ts';

describe('findNulCharacter', () => {
  it('names the field whose text carries a NUL, however deep', () => {
    expect(findNulCharacter({ nombre: 'Ana\0' })).toBe('nombre');
    expect(findNulCharacter({ companero: { dni: '30\u0000111222' } })).toBe('companero.dni');
    expect(findNulCharacter({ groups: [{ name: 'A' }, { name: '\0' }] })).toBe('groups.1.name');
    expect(findNulCharacter({ 'cla\0ve': 1 })).toBe('clave');
  });

  it('passes every value without one', () => {
    expect(findNulCharacter({ nombre: 'Ana', n: 3, ok: true, none: null, list: ['a', 'b'] })).toBeNull();
    expect(findNulCharacter(undefined)).toBeNull();
    expect(findNulCharacter('texto \\0 escrito')).toBeNull();
  });
});
