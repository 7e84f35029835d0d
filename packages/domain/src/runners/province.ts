/**
 * The 24 Argentine jurisdictions (23 provinces and the city of Buenos Aires) as they are written, accents
 * included. A province typed any other way ('tucuman', 'TUCUMAN') is stored under its name here, so lists
 * and exports group one place once.
 */
export const ARGENTINE_PROVINCES = [
  'Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Ciudad Autónoma de Buenos Aires',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego',
  'Tucumán',
] as const;

/** Other names people give a jurisdiction: the city of Buenos Aires, Tierra del Fuego's full name. */
const OTHER_NAMES: Record<string, (typeof ARGENTINE_PROVINCES)[number]> = {
  caba: 'Ciudad Autónoma de Buenos Aires',
  'capital federal': 'Ciudad Autónoma de Buenos Aires',
  'ciudad de buenos aires': 'Ciudad Autónoma de Buenos Aires',
  'tierra del fuego, antartida e islas del atlantico sur': 'Tierra del Fuego',
};

/** Accents, case and repeated spaces left out: 'TUCUMÁN', 'tucuman' and ' Tucumán ' give the same key. */
function matchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_KEY = new Map<string, string>([
  ...ARGENTINE_PROVINCES.map((name): [string, string] => [matchKey(name), name]),
  ...Object.entries(OTHER_NAMES),
]);

/** A typed province under its canonical name ('tucuman' → 'Tucumán'); anything else as typed, trimmed. */
export function canonicalProvince(typed: string): string {
  return BY_KEY.get(matchKey(typed)) ?? typed.trim();
}
