import { describe, expect, it } from 'vitest';
import { detectMapping, fieldForHeader, headerKey, missingColumns, repeatedField } from './import-columns.ts';

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
  ])('reads %s as %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it.each([
    'Marca temporal',
    'Localidad',
    'Ciudad',
    'Club',
    'Equipo',
    'Nombre del club',
    'Talle',
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
      null,
      'dni',
      'nombre',
      null,
      'apellido',
    ]);
  });
});

describe('missingColumns', () => {
  it('asks for a DNI, a name and a distance or category', () => {
    expect(missingColumns([])).toEqual(['DNI', 'Apellido', 'Nombre', 'Distancia o categoría']);
    expect(missingColumns(['dni', 'nombreApellido', 'categoria'])).toEqual([]);
    expect(missingColumns(['dni', 'nombre', 'apellido', 'distancia'])).toEqual([]);
  });
});

describe('repeatedField', () => {
  it('names a field given to two columns', () => {
    expect(repeatedField(['dni', null, 'nombre', 'dni'])).toBe('dni');
    expect(repeatedField(['dni', null, null, 'nombre'])).toBeNull();
  });
});
