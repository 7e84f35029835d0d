import type { AdminInscription } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, exportRows } from './export-rows.ts';

const data = (email: string) => ({
  fechaNacimiento: '1990-05-01',
  email,
  whatsapp: '+54 381 111-2222',
  telefono: '+54 381 333-4444',
  pais: 'Argentina',
  provincia: 'Tucumán',
  obraSocial: null,
  grupoSanguineo: 'A+',
  alergia: null,
});

const base: AdminInscription = {
  id: 4,
  runnerId: 1,
  runner_id: 1,
  eventId: 2,
  eventName: 'Desafío',
  eventDate: '2026-12-01',
  distancia: 66,
  categoria: 'ELITE MASC',
  categoryId: 1,
  esEquipo: false,
  compañero: null,
  pagoConfirmado: true,
  inscripcionConfirmada: true,
  asistenciaConfirmada: false,
  numeroDorsalAsignado: 17,
  createdAt: '',
  updatedAt: '',
  runner: { id: 1, nombre: 'Juan', apellido: 'Pérez', dni: '30111222', sexo: 'M' },
  runnerData: data('juan@example.com'),
  partnerData: null,
};

describe('exportRows', () => {
  it('gives 19 columns per row and one row for an individual inscription', () => {
    expect(EXPORT_COLUMNS).toHaveLength(19);
    const rows = exportRows([base]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveLength(19);
    expect(rows[0]).toEqual([
      4,
      'Desafío',
      'Pérez',
      'Juan',
      '30111222',
      'Masculino',
      '1990-05-01',
      'juan@example.com',
      '+54 381 111-2222',
      '+54 381 333-4444',
      null,
      'A+',
      'Ninguna',
      66,
      'ELITE MASC',
      'Individual',
      17,
      'Pagado',
      'No confirmado',
    ]);
  });

  it('gives a pair two rows, holder then partner, with the same bib', () => {
    const pair: AdminInscription = {
      ...base,
      esEquipo: true,
      compañero: { id: 2, nombre: 'Ana', apellido: 'Gómez', dni: '31222333', sexo: 'F' },
      partnerData: data('ana@example.com'),
    };
    const rows = exportRows([pair]);
    expect(rows.map((r) => [r[3], r[7], r[15], r[16]])).toEqual([
      ['Juan', 'juan@example.com', 'Equipo (titular)', 17],
      ['Ana', 'ana@example.com', 'Equipo (compañero)', 17],
    ]);
    expect(rows[1]?.[5]).toBe('Femenino');
  });
});
