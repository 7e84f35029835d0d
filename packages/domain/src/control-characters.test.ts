import { describe, expect, it } from 'vitest';
import { hasControlCharacter, withoutXmlInvalidCharacters } from './control-characters.ts';

describe('hasControlCharacter', () => {
  it('finds C0 and C1 controls, DEL, U+FFFE, U+FFFF and lone surrogates', () => {
    for (const text of [
      'Gran\u0001Fondo',
      'Gran\u000BFondo',
      'Gran\tFondo',
      'Gran\nFondo',
      'Gran\rFondo',
      'Gran\u007FFondo',
      'Gran\u0085Fondo',
      'Gran\uFFFEFondo',
      'Gran\uFFFFFondo',
      'Gran\uD800Fondo',
      'Gran Fondo\uDC00',
    ]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('passes letters of any language, symbols and emoji (surrogate pairs)', () => {
    for (const text of ['Desafío Ñandú del Cerro', 'Łódź – Kraków', '山地自行车', 'Rally 🚵‍♀️ 2025', 'A · B / C (D)']) {
      expect(hasControlCharacter(text), text).toBe(false);
    }
  });
});

describe('withoutXmlInvalidCharacters', () => {
  it('drops what XML cannot hold and keeps tab, line breaks, letters and emoji', () => {
    expect(withoutXmlInvalidCharacters('Gran\u0001 Fondo\u000B')).toBe('Gran Fondo');
    expect(withoutXmlInvalidCharacters('a\uFFFEb\uFFFFc\uD800d\uDC00e')).toBe('abcde');
    expect(withoutXmlInvalidCharacters('a\tb\nc\rd')).toBe('a\tb\nc\rd');
    expect(withoutXmlInvalidCharacters('Rally 🚵 Ñandú')).toBe('Rally 🚵 Ñandú');
  });

  it('gives back the same text when there is nothing to drop', () => {
    const text = 'Desafío Ñandú';
    expect(withoutXmlInvalidCharacters(text)).toBe(text);
  });
});
