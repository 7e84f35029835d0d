import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, loginSchema } from '../auth/auth.schemas.ts';
import { createInscriptionSchema } from '../inscriptions/inscription.schemas.ts';
import { adminCreateRunnerSchema, adminDniSchema, adminUpdateRunnerSchema } from './admin-runner.schemas.ts';
import { registerRunnerFormSchema, registerRunnerSchema, updateProfileSchema } from './runner.schemas.ts';

const valid = {
  nombre: 'José María',
  apellido: 'Peña Ibáñez',
  dni: '12345678',
  sexo: 'M',
  fechaNacimiento: '1980-03-15',
  email: 'jose@example.com',
  whatsapp: '+54 (381) 555-1234',
  telefono: '0381 4555555',
  pais: 'Argentina',
  provincia: 'Tucumán',
  obraSocial: '',
  grupoSanguineo: 'AB-',
  alergia: '',
  password: 'secreto',
};

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  // The first message of each field is the one the form and the API show.
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('registerRunnerSchema', () => {
  it('accepts Spanish names with accents and ñ, and empties optional fields to null', () => {
    const result = registerRunnerSchema.parse(valid);
    expect(result.nombre).toBe('José María');
    expect(result.obraSocial).toBeNull();
    expect(result.alergia).toBeNull();
  });

  it.each([
    ['1234567', true],
    ['12345678', true],
    ['123456', false],
    ['123456789', false],
    ['1234567a', false],
  ])('DNI %s valid: %s', (dni, ok) => {
    const result = registerRunnerSchema.safeParse({ ...valid, dni });
    expect(result.success).toBe(ok);
    if (!ok) expect(fieldErrors(result).dni).toBe('El DNI debe tener 7 u 8 dígitos');
  });

  it.each([
    ['45.123.456', '45123456'],
    [' 45 123 456 ', '45123456'],
    ['4.512.345', '4512345'],
  ])('takes the DNI %s as %s, dots and spaces dropped', (dni, stored) => {
    const result = registerRunnerSchema.safeParse({ ...valid, dni });
    expect(result.success && result.data.dni).toBe(stored);
  });

  it.each(['45-123-456', '45.123', '...'])('still refuses the DNI %s', (dni) => {
    const result = registerRunnerSchema.safeParse({ ...valid, dni });
    expect(fieldErrors(result).dni).toMatch(/El DNI (debe tener 7 u 8 dígitos|es obligatorio)/);
  });

  it('requires six password characters (D6), not four', () => {
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, password: '1234' })).password).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(registerRunnerSchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });

  it('bounds names to 2–50 letters and spaces', () => {
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, nombre: 'A' })).nombre).toBe(
      'Debe tener entre 2 y 50 caracteres',
    );
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, nombre: 'A'.repeat(51) })).nombre).toBe(
      'Debe tener entre 2 y 50 caracteres',
    );
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, apellido: 'R2D2' })).apellido).toBe(
      'Solo se permiten letras y espacios',
    );
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, nombre: '' })).nombre).toBe(
      'El nombre es obligatorio',
    );
  });

  it('checks phones: digits, +, -, spaces and parentheses, making a number WhatsApp dials', () => {
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, whatsapp: '555-123' })).whatsapp).toBe(
      'Ingresá el número con código de área, sin 0 ni 15: 381 4445566. Si no es de Argentina, empezá con + y el código del país.',
    );
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, telefono: '381-555-12ab' })).telefono).toBe(
      'Solo se permiten números, +, -, puntos, espacios y paréntesis',
    );
  });

  it.each(['381 15 4445566', '0381 15-444-5566', '3814445566', '+54 9 381 444-5566', '54 381 4445566'])(
    'stores the WhatsApp %s as 5493814445566, at registration and in the profile',
    (typed) => {
      expect(registerRunnerSchema.parse({ ...valid, whatsapp: typed }).whatsapp).toBe('5493814445566');
      const { dni: _dni, password: _password, ...profile } = valid;
      expect(updateProfileSchema.parse({ ...profile, whatsapp: typed }).whatsapp).toBe('5493814445566');
    },
  );

  it.each([
    ['(0383) 444-1234', '+543834441234'],
    ['3834441234', '+543834441234'],
    ['+54 383 444-1234', '+543834441234'],
    ['0383 15-444-1234', '5493834441234'],
    ['+54 9 383 444-1234', '5493834441234'],
    ['5493834441234', '5493834441234'],
  ])('stores the emergency phone %s as %s: a landline stays a landline', (typed, stored) => {
    expect(registerRunnerSchema.parse({ ...valid, telefono: typed }).telefono).toBe(stored);
    const { dni: _dni, password: _password, ...profile } = valid;
    expect(updateProfileSchema.parse({ ...profile, telefono: typed }).telefono).toBe(stored);
    expect(adminUpdateRunnerSchema.parse({ ...valid, telefono: typed }).telefono).toBe(stored);
  });

  it.each(['tucuman', 'TUCUMAN', 'Tucuman', ' tucumán '])('stores the province %s as Tucumán', (typed) => {
    expect(registerRunnerSchema.parse({ ...valid, provincia: typed }).provincia).toBe('Tucumán');
    expect(adminUpdateRunnerSchema.parse({ ...valid, provincia: typed }).provincia).toBe('Tucumán');
  });

  it('stores a province that is no Argentine jurisdiction as typed, trimmed', () => {
    expect(registerRunnerSchema.parse({ ...valid, provincia: ' Región de Atacama ' }).provincia).toBe(
      'Región de Atacama',
    );
  });

  it('stores names in proper case and checks them as typed', () => {
    const result = registerRunnerSchema.parse({ ...valid, nombre: 'martina  jose\u0301', apellido: 'DE LA CRUZ' });
    expect([result.nombre, result.apellido]).toEqual(['Martina José', 'De la Cruz']);
    expect(registerRunnerSchema.parse({ ...valid, apellido: 'o´higgins' }).apellido).toBe("O'Higgins");
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, nombre: '  a ' })).nombre).toBe(
      'Debe tener entre 2 y 50 caracteres',
    );
  });

  it('keeps birth dates between 1930-01-01 and today, read as calendar dates', () => {
    expect(registerRunnerSchema.safeParse({ ...valid, fechaNacimiento: '1930-01-01' }).success).toBe(true);
    expect(
      fieldErrors(registerRunnerSchema.safeParse({ ...valid, fechaNacimiento: '1929-12-31' })).fechaNacimiento,
    ).toBe('La fecha no puede ser anterior al 01/01/1930');
    expect(
      fieldErrors(registerRunnerSchema.safeParse({ ...valid, fechaNacimiento: '2100-01-01' })).fechaNacimiento,
    ).toBe('La fecha no puede ser futura');
    expect(registerRunnerSchema.parse({ ...valid, fechaNacimiento: '1980-03-15T12:00:00.000Z' }).fechaNacimiento).toBe(
      '1980-03-15',
    );
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, fechaNacimiento: 'ayer' })).fechaNacimiento).toBe(
      'Fecha inválida',
    );
  });

  it('accepts only the eight blood groups and M/F', () => {
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, grupoSanguineo: 'O' })).grupoSanguineo).toBe(
      'El grupo sanguíneo es obligatorio',
    );
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, sexo: 'X' })).sexo).toBe(
      'El sexo debe ser M (masculino) o F (femenino)',
    );
    expect(fieldErrors(registerRunnerSchema.safeParse({ ...valid, sexo: undefined })).sexo).toBe(
      'El sexo es obligatorio',
    );
  });

  it('answers wrong types in Spanish', () => {
    const message = fieldErrors(registerRunnerSchema.safeParse({ ...valid, email: 42 })).email;
    expect(message).toMatch(/se esperaba/);
  });
});

describe('form-only rules', () => {
  it('requires the confirmation to match at registration', () => {
    const result = registerRunnerFormSchema.safeParse({ ...valid, confirmPassword: 'otra' });
    expect(fieldErrors(result).confirmPassword).toBe('Las contraseñas no coinciden');
  });

  it('requires the confirmation to match and six characters when changing the password', () => {
    const mismatch = changePasswordFormSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'abcdef',
      confirmPassword: 'abcdeg',
    });
    expect(fieldErrors(mismatch).confirmPassword).toBe('Las contraseñas no coinciden');
    const short = changePasswordFormSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(fieldErrors(short).newPassword).toBe('La nueva contraseña debe tener al menos 6 caracteres');
  });

  it('validates the profile edit with the same rules', () => {
    const { dni: _dni, password: _password, ...profile } = valid;
    expect(updateProfileSchema.safeParse(profile).success).toBe(true);
    expect(fieldErrors(updateProfileSchema.safeParse({ ...profile, email: 'x@' })).email).toBe('Email inválido');
  });
});

describe('loginSchema', () => {
  it('uses the login messages of the spec', () => {
    const result = loginSchema.safeParse({ dni: '12', password: '12345', type: 'runner' });
    expect(fieldErrors(result)).toEqual({
      dni: 'El DNI debe tener entre 7 y 8 dígitos',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    expect(loginSchema.safeParse({ dni: '1234567', password: '123456', type: 'admin' }).success).toBe(true);
  });

  it('advises the back office on phones with usted and stores the same digits', () => {
    const runner = { ...valid, requiereCambioPassword: true };
    expect(adminCreateRunnerSchema.parse({ ...runner, whatsapp: '0381 15-444-5566' }).whatsapp).toBe('5493814445566');
    expect(adminUpdateRunnerSchema.parse({ ...runner, nombre: 'ANA MARÍA' }).nombre).toBe('Ana María');
    expect(fieldErrors(adminUpdateRunnerSchema.safeParse({ ...runner, whatsapp: '4445566' })).whatsapp).toBe(
      'Ingrese el número con código de área, sin 0 ni 15: 381 4445566. Si no es de Argentina, comience con + y el código del país.',
    );
    expect(fieldErrors(adminUpdateRunnerSchema.safeParse({ ...runner, telefono: '4445566' })).telefono).toBe(
      'Ingrese el número con código de área: (0381) 444-5566 si es fijo, 381 15 444-5566 si es celular. Si no es de Argentina, comience con + y el código del país.',
    );
  });

  it('takes a DNI with dots in the admin forms and as a pair partner, as digits', () => {
    expect(adminDniSchema.parse('30.123.456')).toBe('30123456');
    expect(adminDniSchema.safeParse('30.123').success).toBe(false);
    const inscription = { runnerId: 1, eventId: 1, distancia: 66, categoria: 'ELITE MASC' };
    expect(createInscriptionSchema.parse({ ...inscription, partnerDni: '30.123.456' }).partnerDni).toBe('30123456');
    expect(createInscriptionSchema.parse({ ...inscription, partnerDni: '' }).partnerDni).toBeNull();
  });

  it('signs in with a DNI typed with dots, as digits', () => {
    const result = loginSchema.safeParse({ dni: '45.123.456', password: '123456', type: 'runner' });
    expect(result.success && result.data.dni).toBe('45123456');
  });
});
