import { describe, expect, it } from 'vitest';
import { pairInvitationMessage } from './pair-invitation-message.ts';

const pair = {
  evento: 'Carrera MTB Tucumán',
  fecha: '20/12/2026',
  distancia: 66,
  categoria: 'ELITE MASC',
  url: 'https://inscripciones.example/profile',
};

describe('pairInvitationMessage', () => {
  it('greets the partner by first name and says where to accept', () => {
    expect(pairInvitationMessage({ ...pair, compañero: 'Martina Sol G.' })).toBe(
      '¡Hola Martina! Te invité a correr en pareja conmigo en Carrera MTB Tucumán (20/12/2026): 66 km, categoría ELITE MASC.\n' +
        'Para confirmar, entrá con tu DNI a Mis Inscripciones en https://inscripciones.example/profile y aceptá la invitación.',
    );
  });

  it('greets without a name when none is known', () => {
    expect(pairInvitationMessage({ ...pair, compañero: null })).toMatch(/^¡Hola! Te invité/);
  });
});
