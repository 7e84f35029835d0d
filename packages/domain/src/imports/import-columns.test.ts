import { describe, expect, it } from 'vitest';
import {
  detectColumns,
  detectMapping,
  fieldForHeader,
  headerKey,
  missingColumns,
  repeatedField,
} from './import-columns.ts';

describe('fieldForHeader', () => {
  it.each([
    ['DNI', 'dni'],
    ['Documento', 'dni'],
    ['Nº de documento', 'dni'],
    ['N° de Documento (sin puntos)', 'dni'],
    ['  dni  ', 'dni'],
    ['Apellido', 'apellido'],
    ['Apellidos', 'apellido'],
    ['Nombre', 'nombre'],
    ['Nombres', 'nombre'],
    ['Nombre y apellido', 'nombreApellido'],
    ['NOMBRE Y APELLIDO', 'nombreApellido'],
    ['Apellido y nombre', 'apellidoNombre'],
    ['Fecha de nacimiento', 'fechaNacimiento'],
    ['Fecha Nac.', 'fechaNacimiento'],
    ['Sexo', 'sexo'],
    ['Género', 'sexo'],
    ['genero', 'sexo'],
    ['Email', 'email'],
    ['E-mail', 'email'],
    ['Dirección de correo electrónico', 'email'],
    ['Correo electronico', 'email'],
    ['Teléfono', 'telefono'],
    ['Celular', 'telefono'],
    ['WhatsApp', 'whatsapp'],
    ['Celular (WhatsApp)', 'whatsapp'],
    ['País', 'pais'],
    ['Provincia', 'provincia'],
    ['Obra social', 'obraSocial'],
    ['Grupo sanguíneo', 'grupoSanguineo'],
    ['Grupo y factor', 'grupoSanguineo'],
    ['Alergias', 'alergia'],
    ['¿Tiene alguna alergia?', 'alergia'],
    ['Distancia', 'distancia'],
    ['Modalidad', 'distancia'],
    ['Categoría', 'categoria'],
    ['CATEGORIA', 'categoria'],
    ['Dorsal', 'dorsal'],
    ['Club', 'club'],
    ['Equipo', 'club'],
    ['Team', 'club'],
    ['Club / Equipo', 'club'],
    ['Nombre del club', 'club'],
    ['Nombre del equipo', 'club'],
    ['¿Corrés para algún club o team?', 'club'],
    ['Marca temporal', 'marcaTemporal'],
    ['DNI compañero/a', 'dniCompanero'],
    ['DNI pareja', 'dniCompanero'],
    ['DNI del compañero', 'dniCompanero'],
    ['Documento de tu compañera', 'dniCompanero'],
    ['Timestamp', 'marcaTemporal'],
    ['Fecha y hora', 'marcaTemporal'],
  ])('reads %s as %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it.each([
    'Localidad',
    'Ciudad',
    'Talle',
    'Talle de remera del equipo',
    'Talle de remera',
    'Teléfono de emergencia',
    'Edad',
    '',
  ])('leaves %s out', (header) => {
    expect(fieldForHeader(header)).toBeNull();
  });
});

describe('headerKey', () => {
  it('ignores case, accents, spacing and punctuation', () => {
    expect(headerKey('  Nº de   Documento: ')).toBe('numero de documento');
    expect(headerKey('Categoría')).toBe(headerKey('CATEGORIA'));
  });
});

describe('detectMapping', () => {
  it('gives each field to the first column naming it', () => {
    expect(detectMapping(['Marca temporal', 'DNI', 'Nombre', 'Documento', 'Apellido'])).toEqual([
      'marcaTemporal',
      'dni',
      'nombre',
      null,
      'apellido',
    ]);
  });
});

describe('missingColumns', () => {
  it("asks for a DNI, a name, what a new runner's registration requires and a distance or category", () => {
    const person = ['fechaNacimiento', 'sexo', 'email', 'telefono', 'provincia', 'grupoSanguineo'] as const;
    expect(missingColumns([])).toEqual([
      'DNI',
      'Apellido',
      'Nombre',
      'Fecha de nacimiento',
      'Sexo',
      'Email',
      'Teléfono de emergencia',
      'Provincia',
      'Grupo sanguíneo',
      'Distancia o categoría',
    ]);
    expect(missingColumns(['dni', 'nombreApellido', 'categoria', ...person])).toEqual([]);
    expect(missingColumns(['dni', 'nombre', 'apellido', 'distancia', ...person])).toEqual([]);
  });
});

describe('repeatedField', () => {
  it('names a field given to two columns', () => {
    expect(repeatedField(['dni', null, 'nombre', 'dni'])).toBe('dni');
    expect(repeatedField(['dni', null, null, 'nombre'])).toBeNull();
  });
});

describe('detectColumns', () => {
  const formsHeaders = [
    'Marca temporal',
    'DNI',
    'Apellido',
    'Nombre',
    'Fecha de nacimiento',
    'Sexo',
    'Email',
    'WhatsApp',
    'Nombre del contacto de emergencia',
    'Teléfono de emergencia',
    'Provincia',
    'Grupo sanguíneo',
    'Distancia',
  ];

  it("never leaves a required field to 'No importar' when a column names it: the emergency phone is preselected and told", () => {
    expect(detectMapping(formsHeaders)[9]).toBeNull();
    const { mapping, guessed } = detectColumns(formsHeaders);
    expect(mapping[9]).toBe('telefono');
    expect(guessed).toEqual([9]);
    // The contact's name stays out: the name is already read from 'Apellido' and 'Nombre'.
    expect(mapping[8]).toBeNull();
    expect(missingColumns(mapping)).toEqual([]);
  });

  it('tells a required field missing, by the name the registration gives it, when no column may hold it', () => {
    const headers = formsHeaders.filter((header) => header !== 'Teléfono de emergencia');
    const { mapping, guessed } = detectColumns(headers);
    expect(guessed).toEqual([]);
    expect(missingColumns(mapping)).toEqual(['Teléfono de emergencia']);
  });

  it('guesses nothing when the detection already found every required field', () => {
    const headers = [...formsHeaders.slice(0, 9), 'Teléfono', ...formsHeaders.slice(10)];
    expect(detectColumns(headers)).toEqual({ mapping: detectMapping(headers), guessed: [] });
  });
});
