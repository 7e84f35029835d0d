import { describe, expect, it } from 'vitest';
import { partnerDisplayName } from './partner-name.ts';

describe('partnerDisplayName', () => {
  it('keeps the first names and only the initial of the surname', () => {
    expect(partnerDisplayName({ nombre: 'Martina', apellido: 'González' })).toBe('Martina G.');
    expect(partnerDisplayName({ nombre: ' María  José ', apellido: 'de la Fuente' })).toBe('María José D.');
    expect(partnerDisplayName({ nombre: 'Iñaki', apellido: 'ñañez' })).toBe('Iñaki Ñ.');
  });

  it('shows the first names alone when there is no surname', () => {
    expect(partnerDisplayName({ nombre: 'Martina', apellido: '  ' })).toBe('Martina');
  });
});
