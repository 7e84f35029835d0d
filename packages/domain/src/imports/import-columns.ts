import { searchKey } from '../search-key.ts';

/** The fields a sheet's column may fill: a runner's data and their inscription in the chosen event. */
export const IMPORT_FIELDS = [
  'dni',
  'apellido',
  'nombre',
  'nombreApellido',
  'apellidoNombre',
  'fechaNacimiento',
  'sexo',
  'email',
  'whatsapp',
  'telefono',
  'pais',
  'provincia',
  'obraSocial',
  'grupoSanguineo',
  'alergia',
  'distancia',
  'categoria',
  'dorsal',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** What the back-office shows for each field, in the mapping selects and in the reasons of a refused row. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  dni: 'DNI',
  apellido: 'Apellido',
  nombre: 'Nombre',
  nombreApellido: 'Nombre y apellido',
  apellidoNombre: 'Apellido y nombre',
  fechaNacimiento: 'Fecha de nacimiento',
  sexo: 'Sexo',
  email: 'Email',
  whatsapp: 'WhatsApp',
  telefono: 'Teléfono',
  pais: 'País',
  provincia: 'Provincia',
  obraSocial: 'Obra social',
  grupoSanguineo: 'Grupo sanguíneo',
  alergia: 'Alergias',
  distancia: 'Distancia',
  categoria: 'Categoría',
  dorsal: 'Dorsal',
};

/**
 * A header as compared: lower case, without accents, 'Nº'/'N°'/'Nro.' read as 'numero', punctuation and
 * repeated spaces dropped ('  Nº de   Documento: ' → 'numero de documento').
 */
export function headerKey(header: string): string {
  return searchKey(header.replace(/\bn\s*[º°]|\bnro\b\.?|\bnum\b\.?/gi, ' numero '))
    .replace(/[^a-z0-9+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Headers of columns the product has no field for: recognised, so the admin sees they are left out on purpose. */
const IGNORED_WORDS = [
  'marca temporal',
  'timestamp',
  'localidad',
  'ciudad',
  'club',
  'del equipo',
  'de equipo',
  'talle',
  'emergencia',
  'direccion',
  'domicilio',
  'comprobante',
  'acepto',
  'declaracion',
];

/**
 * The field a header names, or null: Google Forms headers are questions ('DNI (sin puntos)', 'Correo
 * electrónico', 'Celular / WhatsApp'), so a header is matched by the words it holds, the most specific first.
 */
export function fieldForHeader(header: string): ImportField | null {
  const key = headerKey(header);
  if (key === '') return null;
  const has = (...words: string[]) => words.some((word) => new RegExp(`(^| )${word}`).test(key));
  // Google Forms' own column is 'Dirección de correo electrónico': an address that is not a home address.
  if (has('e ?mail', 'mail', 'correo')) return 'email';
  if (has(...IGNORED_WORDS)) return null;
  if (has('dni', 'documento', 'd n i')) return 'dni';
  if (has('fecha de nac', 'fecha nac', 'nacimiento', 'f nac')) return 'fechaNacimiento';
  if (has('apellidos? y nombres?', 'apellidos?, nombres?')) return 'apellidoNombre';
  if (has('nombres? y apellidos?', 'nombre completo')) return 'nombreApellido';
  if (has('apellido')) return 'apellido';
  if (has('nombre')) return 'nombre';
  if (has('sexo', 'genero')) return 'sexo';
  if (has('whats ?app', 'wsp', 'wpp')) return 'whatsapp';
  if (has('telefono', 'celular', 'movil', 'tel')) return 'telefono';
  if (has('pais', 'nacionalidad')) return 'pais';
  if (has('provincia')) return 'provincia';
  if (has('obra social', 'prepaga', 'cobertura')) return 'obraSocial';
  if (has('grupo sanguineo', 'sanguineo', 'grupo y factor', 'factor')) return 'grupoSanguineo';
  if (has('alergi')) return 'alergia';
  if (has('distancia', 'modalidad', 'recorrido', 'circuito')) return 'distancia';
  if (has('categoria')) return 'categoria';
  if (has('dorsal', 'numero de corredor')) return 'dorsal';
  return null;
}

/** Each column's field, detected from the headers; a field goes to the first column that names it. */
export function detectMapping(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = fieldForHeader(header);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/**
 * The required fields the mapping leaves without a column, as labels: a DNI, the name (two columns or one),
 * and the distance or the category.
 */
export function missingColumns(mapping: readonly (ImportField | null)[]): string[] {
  const has = (field: ImportField) => mapping.includes(field);
  const missing: string[] = [];
  if (!has('dni')) missing.push(IMPORT_FIELD_LABELS.dni);
  if (!has('nombreApellido') && !has('apellidoNombre')) {
    if (!has('apellido')) missing.push(IMPORT_FIELD_LABELS.apellido);
    if (!has('nombre')) missing.push(IMPORT_FIELD_LABELS.nombre);
  }
  if (!has('distancia') && !has('categoria')) missing.push(`${IMPORT_FIELD_LABELS.distancia} o categoría`);
  return missing;
}

/** The field a mapping gives two columns, or null: each field is read from one column only. */
export function repeatedField(mapping: readonly (ImportField | null)[]): ImportField | null {
  const seen = new Set<ImportField>();
  for (const field of mapping) {
    if (field === null) continue;
    if (seen.has(field)) return field;
    seen.add(field);
  }
  return null;
}
