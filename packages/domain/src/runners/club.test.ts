import { describe, expect, it } from 'vitest';
import { CLUB_MAX_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { adminCreateRunnerSchema, adminUpdateRunnerSchema } from './admin-runner.schemas.ts';
import { clubSchema, registerRunnerSchema, tidyClub, updateProfileSchema } from './runner.schemas.ts';

const runner = {
  nombre: 'Ana',
  apellido: 'Paz',
  dni: '30111222',
  sexo: 'F',
  fechaNacimiento: '1985-05-01',
  email: 'ana@example.com',
  whatsapp: '381 15 444-5566',
  telefono: '0381 4555555',
  pais: 'Argentina',
  provincia: 'Tucumán',
  grupoSanguineo: 'O+',
  password: 'secreto',
};

describe('clubSchema', () => {
  it('keeps the club as typed, its ends trimmed and inner runs of spaces made one', () => {
    expect(clubSchema.parse('  Bici   Club  Yerba Buena ')).toBe('Bici Club Yerba Buena');
    expect(tidyClub('\u00a0Team\u00a0 Norte ')).toBe('Team Norte');
    expect(clubSchema.parse('Ñandú MTB')).toBe('Ñandú MTB');
  });

  it('reads empty, blank, null and absent as no club', () => {
    for (const value of ['', '   ', null, undefined]) expect(clubSchema.parse(value)).toBeNull();
  });

  it(`accepts up to ${CLUB_MAX_LENGTH} characters once tidied and refuses more with its own message`, () => {
    expect(clubSchema.parse(`  ${'a'.repeat(CLUB_MAX_LENGTH)}  `)).toHaveLength(CLUB_MAX_LENGTH);
    const long = clubSchema.safeParse('a'.repeat(CLUB_MAX_LENGTH + 1));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(messages.clubLength);
    expect(messages.clubLength).toContain(String(CLUB_MAX_LENGTH));
  });

  it('refuses a line break or another invisible character inside', () => {
    for (const value of ['Bici\nClub', 'Bici\tClub', 'Club\u0000']) {
      expect(clubSchema.safeParse(value).error?.issues[0]?.message).toBe(messages.controlCharacter);
    }
  });

  it('refuses what is not text', () => {
    expect(clubSchema.safeParse(12).success).toBe(false);
  });
});

describe('the club in the runner schemas', () => {
  it('is optional in the registration, the profile and the back office, and null when left out', () => {
    expect(registerRunnerSchema.parse(runner).club).toBeNull();
    expect(registerRunnerSchema.parse({ ...runner, club: ' Los Ñandúes ' }).club).toBe('Los Ñandúes');
    expect(updateProfileSchema.parse({ ...runner, club: 'Team Norte' }).club).toBe('Team Norte');
    expect(adminCreateRunnerSchema.parse({ ...runner, club: '' }).club).toBeNull();
    expect(adminUpdateRunnerSchema.parse({ ...runner, club: 'Team Norte' }).club).toBe('Team Norte');
  });

  it('answers the field that failed', () => {
    const result = registerRunnerSchema.safeParse({ ...runner, club: 'x'.repeat(CLUB_MAX_LENGTH + 1) });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['club']);
  });
});
