import { searchKey } from './search-key.ts';

const spanish = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * Spanish order of two texts: accents ignored ('Cáceres' before 'Costilla'), ñ its own letter after n,
 * case ignored. Every list of names sorted in JavaScript uses it.
 */
export const compareNames = (a: string, b: string): number => spanish.compare(a, b);

/** Spanish order of people by surname, then name. */
export function comparePeople(
  a: { apellido: string; nombre: string },
  b: { apellido: string; nombre: string },
): number {
  return compareNames(a.apellido, b.apellido) || compareNames(a.nombre, b.nombre);
}

/** One part of the key: folded as searches fold it, ñ kept after every n, inner spaces as '!'. */
function sortPart(text: string): string {
  return searchKey(text.normalize('NFC').toLowerCase().replace(/ñ/g, 'n{')).replace(/ /g, '!');
}

/**
 * A runner's surname and name as a key whose plain byte order (SQLite's BINARY, PostgreSQL's "C") is the
 * Spanish order of comparePeople: accent-less lower case, 'ñ' as 'n{' ('{' follows 'z'), spaces inside a
 * part as '!' and one space between surname and name, so a shorter surname ('Paz') comes before a longer
 * one ('Paz Gómez') whatever the names.
 */
export function nameSortKey(person: { apellido: string; nombre: string }): string {
  return `${sortPart(person.apellido)} ${sortPart(person.nombre)}`;
}
