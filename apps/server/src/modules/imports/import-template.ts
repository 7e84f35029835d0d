import type { SheetSpec } from '../../lib/xlsx.ts';

const TEMPLATE_COLUMNS = [
  { header: 'DNI', key: 'dni', type: 'text', width: 12 },
  { header: 'Apellido', key: 'apellido', width: 18 },
  { header: 'Nombre', key: 'nombre', width: 18 },
  { header: 'Fecha de nacimiento', key: 'fechaNacimiento', type: 'date', width: 20 },
  { header: 'Sexo', key: 'sexo', width: 8 },
  { header: 'Email', key: 'email', width: 26 },
  { header: 'WhatsApp', key: 'whatsapp', type: 'text', width: 16 },
  { header: 'Teléfono', key: 'telefono', type: 'text', width: 16 },
  { header: 'País', key: 'pais', width: 12 },
  { header: 'Provincia', key: 'provincia', width: 14 },
  { header: 'Obra social', key: 'obraSocial', width: 14 },
  { header: 'Grupo sanguíneo', key: 'grupoSanguineo', width: 16 },
  { header: 'Alergias', key: 'alergia', width: 18 },
  { header: 'Club', key: 'club', width: 20 },
  { header: 'Distancia', key: 'distancia', width: 10 },
  { header: 'Categoría', key: 'categoria', width: 24 },
  { header: 'Dorsal', key: 'dorsal', type: 'number', width: 8 },
] as const;

/** The import template: the headers the import reads without any change, and one example row. */
export function templateSheet(): SheetSpec<Record<string, unknown>> {
  return {
    name: 'Inscripciones',
    columns: TEMPLATE_COLUMNS,
    rows: [
      {
        dni: '30123456',
        apellido: 'Pérez',
        nombre: 'Juan',
        fechaNacimiento: '2000-05-20',
        sexo: 'M',
        email: 'juan.perez@example.com',
        whatsapp: '381 555-1234',
        telefono: '381 555-1234',
        pais: 'Argentina',
        provincia: 'Tucumán',
        obraSocial: 'OSDE',
        grupoSanguineo: 'O+',
        alergia: '',
        club: '',
        distancia: '33 km',
        categoria: 'PROMOCIONALES A MASC',
        dorsal: null,
      },
    ],
  };
}
