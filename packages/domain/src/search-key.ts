/**
 * A DNI as stored: digits only. Volunteers and runners type it with dots or spaces ('45.123.456',
 * '45 123 456'); those are dropped before it is checked.
 */
export function dniDigits(text: string): string {
  return text.replace(/[.\s]/g, '');
}

/**
 * Text as the back-office searches compare it, on both sides (what is stored for each runner and what is
 * typed): lower case, without accents ('Núñez' → 'nunez', 'Güemes' → 'guemes'), dots and spaces inside a
 * number dropped ('45.123.456' → '45123456'), single spaces. The same folding as the public results search.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/(\d)[.\s]+(?=\d)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What is stored beside a runner for searches: name, surname and DNI, each folded by searchKey. */
export function runnerSearchText(runner: { nombre: string; apellido: string; dni: string }): string {
  return searchKey(`${runner.nombre} ${runner.apellido} ${runner.dni}`);
}

/** The words of a search, each of which must appear somewhere (any order): 'perez juan' finds Juan Pérez. */
export function searchWords(query: string): string[] {
  const key = searchKey(query);
  return key === '' ? [] : key.split(' ');
}
