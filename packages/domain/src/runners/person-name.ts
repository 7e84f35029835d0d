/** Words of a Spanish (or Italian, Portuguese, Dutch, German) name written in lower case unless they open it. */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'da', 'di', 'van', 'von']);

/**
 * A name as typed, tidied before it is checked: composed accents (a phone may send 'e' plus a combining
 * accent), the apostrophes people type ('´', '’', '`') as ', and single spaces.
 */
export function tidyName(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[´’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const hasUpper = (text: string) => text !== text.toLowerCase();
const hasLower = (text: string) => text !== text.toUpperCase();

/** Upper case after the start and after each apostrophe or hyphen: 'o'higgins' → "O'Higgins". */
const capitalizeParts = (word: string) =>
  word.replace(/(^|['-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

function properCaseWord(word: string, first: boolean): string {
  const letters = word.replace(/[^\p{L}]/gu, '');
  const rest = letters.slice(1);
  const typedInOneCase = !hasUpper(letters) || !hasLower(letters);
  // 'mARTINA' is caps lock left on, not a spelling someone chose.
  const capsLockSlip = hasLower(letters.charAt(0)) && hasUpper(rest);
  if (typedInOneCase || capsLockSlip) {
    const lower = word.toLowerCase();
    return !first && PARTICLES.has(lower) ? lower : capitalizeParts(lower);
  }
  // 'Martina', 'O'higgins', 'De': only the parts after an apostrophe or hyphen are raised ('María-José');
  // a particle typed with its capital ('Di María') is the runner's choice.
  if (!hasUpper(rest)) return capitalizeParts(word);
  // 'McDonald', 'DiMaría', "O'Higgins": capitals inside a word are meant.
  return word;
}

/**
 * A person's name or surname in proper case, as it is stored and shown: 'martina gómez' → 'Martina Gómez',
 * 'JUAN DE LA CRUZ' → 'Juan de la Cruz', "o'higgins" → "O'Higgins". Particles stay in lower case except
 * as the first word ('del valle' → 'Del Valle'); a word typed with capitals inside it ('McDonald') is kept.
 * Applying it twice changes nothing.
 */
export function properCaseName(text: string): string {
  return tidyName(text)
    .split(' ')
    .map((word, index) => properCaseWord(word, index === 0))
    .join(' ');
}
