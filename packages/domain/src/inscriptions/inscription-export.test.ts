import { describe, expect, it } from 'vitest';
import type { AdminInscription } from './admin-inscription.schemas.ts';
import {
  allergyText,
  type ExportPerson,
  exportCellText,
  exportInscriptionOf,
  INSCRIPTION_EXPORT_HEADERS,
  INSCRIPTION_EXPORT_TYPES,
  inscriptionExportRows,
  sexLabel,
} from './inscription-export.ts';

const holder: ExportPerson = {
  nombre: 'Joaquín',
  apellido: 'Pérez Núñez',
  dni: '30111222',
  sexo: 'M',
  fechaNacimiento: '1992-08-14',
  email: 'joaquin@example.com',
  whatsapp: '+54 381 111-2222',
  telefono: '03815559876',
  obraSocial: null,
  grupoSanguineo: 'A+',
  alergia: null,
};
const partner: ExportPerson = {
  ...holder,
  nombre: 'Eugenia',
  apellido: 'Núñez',
  dni: '31222333',
  sexo: 'F',
  obraSocial: 'OSDE',
  alergia: 'Polen',
};
const inscription = {
  id: 4,
  eventName: 'Desafío Sáenz Peña',
  distancia: 66,
  categoria: 'E-BIKE',
  numeroDorsalAsignado: 17,
  pagoConfirmado: true,
  asistenciaConfirmada: false,
  holder,
  partner: null,
};

describe('the inscriptions export', () => {
  it('has the spec’s 19 columns with Spanish headers, DNI and phones as text and the birth date as a date', () => {
    expect(INSCRIPTION_EXPORT_HEADERS).toEqual([
      'ID Inscripción',
      'Evento',
      'Apellido',
      'Nombre',
      'DNI',
      'Sexo',
      'Fecha de Nacimiento',
      'Email',
      'WhatsApp',
      'Teléfono de Emergencia',
      'Obra Social',
      'Grupo Sanguíneo',
      'Alergias',
      'Distancia (km)',
      'Categoría',
      'Tipo',
      'Dorsal',
      'Pago',
      'Asistencia',
    ]);
    const typeOf = (header: string) => INSCRIPTION_EXPORT_TYPES[INSCRIPTION_EXPORT_HEADERS.indexOf(header)];
    expect(['DNI', 'WhatsApp', 'Teléfono de Emergencia'].map(typeOf)).toEqual(['text', 'text', 'text']);
    expect(typeOf('Fecha de Nacimiento')).toBe('date');
    expect(['ID Inscripción', 'Distancia (km)', 'Dorsal'].map(typeOf)).toEqual(['number', 'number', 'number']);
  });

  it('gives an individual inscription one row: sex in words, no allergy as Ninguna, no obra social empty', () => {
    expect(inscriptionExportRows(inscription)).toEqual([
      [
        4,
        'Desafío Sáenz Peña',
        'Pérez Núñez',
        'Joaquín',
        '30111222',
        'Masculino',
        '1992-08-14',
        'joaquin@example.com',
        '+54 381 111-2222',
        '03815559876',
        null,
        'A+',
        'Ninguna',
        66,
        'E-BIKE',
        'Individual',
        17,
        'Pagado',
        'No confirmado',
      ],
    ]);
  });

  it('writes stored phones as people read them and a phone kept as typed unchanged', () => {
    const rows = inscriptionExportRows({
      ...inscription,
      holder: { ...holder, whatsapp: '5493814445566', telefono: '5491144445555' },
      partner: { ...partner, whatsapp: '4445566', telefono: '' },
    });
    const at = (row: number, header: string) => rows[row]?.[INSCRIPTION_EXPORT_HEADERS.indexOf(header)];
    expect([at(0, 'WhatsApp'), at(0, 'Teléfono de Emergencia')]).toEqual(['+54 9 381 444-5566', '+54 9 11 4444-5555']);
    expect([at(1, 'WhatsApp'), at(1, 'Teléfono de Emergencia')]).toEqual(['4445566', null]);
  });

  it('gives a pair two rows, holder then partner, with the same id, category, bib and payment', () => {
    const rows = inscriptionExportRows({ ...inscription, partner, numeroDorsalAsignado: null, pagoConfirmado: false });
    const at = (row: number, header: string) => rows[row]?.[INSCRIPTION_EXPORT_HEADERS.indexOf(header)];
    expect(rows).toHaveLength(2);
    expect(['Nombre', 'Sexo', 'Tipo', 'Obra Social', 'Alergias'].map((h) => at(1, h))).toEqual([
      'Eugenia',
      'Femenino',
      'Equipo (compañero)',
      'OSDE',
      'Polen',
    ]);
    expect(at(0, 'Tipo')).toBe('Equipo (titular)');
    for (const header of ['ID Inscripción', 'Categoría', 'Dorsal', 'Pago']) expect(at(1, header)).toBe(at(0, header));
    expect(at(0, 'Dorsal')).toBeNull();
    expect(at(0, 'Pago')).toBe('Pendiente');
  });

  it('reads the grid’s inscriptions, the partner only with their data', () => {
    const person = (p: ExportPerson) => ({ id: 1, nombre: p.nombre, apellido: p.apellido, dni: p.dni, sexo: p.sexo });
    const data = ({ nombre: _n, apellido: _a, dni: _d, sexo: _s, ...rest }: ExportPerson) => ({
      ...rest,
      pais: 'Argentina',
      provincia: 'Tucumán',
    });
    const admin = {
      ...inscription,
      runner: person(holder),
      runnerData: data(holder),
      compañero: person(partner),
      partnerData: data(partner),
    } as unknown as AdminInscription;
    expect(exportInscriptionOf(admin)).toEqual({ ...inscription, partner });
    expect(exportInscriptionOf({ ...admin, partnerData: null }).partner).toBeNull();
  });

  it('writes a cell as text for CSV: dates dd/mm/yyyy, decimal comma, empty for none', () => {
    expect(exportCellText('1992-08-14', 'date')).toBe('14/08/1992');
    expect(exportCellText(42.5, 'number')).toBe('42,5');
    expect(exportCellText(null, 'number')).toBe('');
    expect(exportCellText('+54 381', 'text')).toBe('+54 381');
  });

  it('names sex and allergies as the screens do', () => {
    expect([sexLabel('M'), sexLabel('F')]).toEqual(['Masculino', 'Femenino']);
    expect([allergyText(null), allergyText('  '), allergyText('Polen')]).toEqual(['Ninguna', 'Ninguna', 'Polen']);
  });
});
