import { describe, expect, it } from 'vitest';
import { dniDigits, runnerSearchText, searchKey, searchWords } from './search-key.ts';

describe('searchKey', () => {
  it('drops accents and case, so what a volunteer types without accents finds the name', () => {
    expect(searchKey('Gómez')).toBe('gomez');
    expect(searchKey('JUÁREZ')).toBe('juarez');
    expect(searchKey('Fernández')).toBe(searchKey('fernandez'));
    expect(searchKey('María José')).toBe('maria jose');
  });

  it('folds ñ to n and ü to u', () => {
    expect(searchKey('Núñez')).toBe('nunez');
    expect(searchKey('Güemes')).toBe('guemes');
    expect(searchKey('NÚÑEZ')).toBe('nunez');
  });

  it('folds text already decomposed (a letter and its combining accent) the same way', () => {
    expect(searchKey('Go\u0301mez')).toBe('gomez');
  });

  it('drops the dots and spaces inside a number, and collapses other spaces', () => {
    expect(searchKey('45.123.456')).toBe('45123456');
    expect(searchKey(' 45 123 456 ')).toBe('45123456');
    expect(searchKey('  maria   jose ')).toBe('maria jose');
    expect(searchKey('juan 45.123')).toBe('juan 45123');
  });
});

describe('runnerSearchText and searchWords', () => {
  it('stores name, surname and DNI folded, and splits a query into its folded words', () => {
    expect(runnerSearchText({ nombre: 'María José', apellido: 'Núñez', dni: '45123456' })).toBe(
      'maria jose nunez 45123456',
    );
    expect(searchWords(' Pérez  JUAN ')).toEqual(['perez', 'juan']);
    expect(searchWords('45.123.456')).toEqual(['45123456']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('dniDigits', () => {
  it('drops the dots and spaces a DNI is written with, and nothing else', () => {
    expect(dniDigits('45.123.456')).toBe('45123456');
    expect(dniDigits('45 123 456')).toBe('45123456');
    expect(dniDigits('4.512.345')).toBe('4512345');
    expect(dniDigits('45-123-456')).toBe('45-123-456');
  });
});
