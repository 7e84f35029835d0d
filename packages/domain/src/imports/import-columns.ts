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
  'club',
  'distancia',
  'categoria',
  'dorsal',
  /** When the form was sent (Google Forms' first column): picks a repeated DNI's row, never written to the runner. */
  'marcaTemporal',
  /** The partner's DNI, for an event that allows pairs (D13): one inscription for both. */
  'dniCompanero',
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
  club: 'Club',
  distancia: 'Distancia',
  categoria: 'Categoría',
  dorsal: 'Dorsal',
  marcaTemporal: 'Marca temporal',
  dniCompanero: 'DNI compañero/a',
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
  'localidad',
  'ciudad',
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
export function fieldForHeader(header: string, { ignoring = true }: { ignoring?: boolean } = {}): ImportField | null {
  const key = headerKey(header);
  if (key === '') return null;
  const has = (...words: string[]) => words.some((word) => new RegExp(`(^| )${word}`).test(key));
  // Google Forms' own column is 'Dirección de correo electrónico': an address that is not a home address.
  if (has('e ?mail', 'mail', 'correo')) return 'email';
  if (has('marca temporal', 'timestamp', 'fecha y hora')) return 'marcaTemporal';
  if (ignoring && has(...IGNORED_WORDS)) return null;
  // Before the name: 'Nombre del club' or 'Nombre del equipo' is the club's name, not the runner's.
  if (has('club', 'equipo', 'team', 'agrupacion')) return 'club';
  // 'DNI compañero/a', 'DNI pareja', 'DNI del compañero': the partner's, before the runner's own.
  if (has('dni', 'documento', 'd n i') && has('companer', 'pareja')) return 'dniCompanero';
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
 * What a missing required field is called: the runner's `telefono` is the emergency phone (the registration
 * asks for it under that name), not the runner's own.
 */
const REQUIRED_LABELS: Partial<Record<ImportField, string>> = { telefono: 'Teléfono de emergencia' };
export const requiredFieldLabel = (field: ImportField) => REQUIRED_LABELS[field] ?? IMPORT_FIELD_LABELS[field];

/**
 * The fields the registration requires, each needing a column of its own, in the order they are told; the name
 * (two columns or one) and the distance or category are told apart below. The runner's WhatsApp is not here:
 * a sheet's only phone fills it (import-plan.ts), and the emergency phone is then the one told missing.
 */
const REQUIRED_FIELDS: readonly ImportField[] = [
  'dni',
  'fechaNacimiento',
  'sexo',
  'email',
  'telefono',
  'provincia',
  'grupoSanguineo',
];

function missingFields(mapping: readonly (ImportField | null)[]): (ImportField | 'distanciaCategoria')[] {
  const has = (field: ImportField) => mapping.includes(field);
  const fullName = has('nombreApellido') || has('apellidoNombre');
  const names: ImportField[] = fullName ? [] : ['apellido', 'nombre'];
  const [dni, ...rest] = REQUIRED_FIELDS as [ImportField, ...ImportField[]];
  const missing: (ImportField | 'distanciaCategoria')[] = [dni, ...names, ...rest].filter((field) => !has(field));
  if (!has('distancia') && !has('categoria')) missing.push('distanciaCategoria');
  return missing;
}

/**
 * The required fields the mapping leaves without a column, as labels: a DNI, the name (two columns or one),
 * the birth date, sex, email, emergency phone, province and blood group a new runner's registration requires,
 * and the distance or the category.
 */
export function missingColumns(mapping: readonly (ImportField | null)[]): string[] {
  return missingFields(mapping).map((field) =>
    field === 'distanciaCategoria' ? `${IMPORT_FIELD_LABELS.distancia} o categoría` : requiredFieldLabel(field),
  );
}

/**
 * The sheet's columns as detected, with no required field left to 'No importar' when a column may hold it: a
 * required field the detection did not give a column goes to the first column left out whose header names it
 * once the words that leave a column out are not applied ('Teléfono de emergencia' is the emergency phone).
 * `guessed` holds those columns' indexes: the page tells the field as missing and the column preselected.
 */
export function detectColumns(headers: readonly string[]): { mapping: (ImportField | null)[]; guessed: number[] } {
  const mapping = detectMapping(headers);
  const guessed: number[] = [];
  for (const field of missingFields(mapping)) {
    if (field === 'distanciaCategoria') continue;
    const index = headers.findIndex(
      (header, i) => mapping[i] === null && fieldForHeader(header, { ignoring: false }) === field,
    );
    if (index < 0) continue;
    mapping[index] = field;
    guessed.push(index);
  }
  return { mapping, guessed };
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
