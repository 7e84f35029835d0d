/** A UTF-16 code unit that is half of a surrogate pair: high (first) or low (second). */
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Calls `visit` with each code point of `text` (a lone surrogate as itself) and the index where it starts;
 * stops at the first `true`.
 */
function someCodePoint(text: string, visit: (code: number, index: number, lone: boolean) => boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isHighSurrogate(code) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      if (visit(text.codePointAt(i) as number, i, false)) return true;
      i++;
      continue;
    }
    if (visit(code, i, isHighSurrogate(code) || isLowSurrogate(code))) return true;
  }
  return false;
}

/**
 * Whether a name carries a character no keyboard types into it: a C0 or C1 control (tab and line breaks
 * included, a name is one line), DEL, the noncharacters U+FFFE and U+FFFF, or half of a surrogate pair. Names
 * are drawn into diplomas, share cards and spreadsheets, where such a character is an empty box at best and
 * an unreadable file at worst (an SVG cannot hold one).
 */
export function hasControlCharacter(text: string): boolean {
  return someCodePoint(
    text,
    (code, _index, lone) =>
      lone || code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0xfffe || code === 0xffff,
  );
}

/** Whether XML 1.0 refuses `code` in a document's text: C0 controls but tab, LF and CR, U+FFFE, U+FFFF. */
const xmlInvalid = (code: number, lone: boolean) =>
  lone || (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;

/**
 * `text` without the characters an XML document cannot hold (xmlInvalid, lone surrogates included), for what
 * an SVG draws from stored names: an old row may carry one, and one would make the whole image fail.
 */
export function withoutXmlInvalidCharacters(text: string): string {
  let kept = '';
  let from = 0;
  someCodePoint(text, (code, index, lone) => {
    if (xmlInvalid(code, lone)) {
      kept += text.slice(from, index);
      from = index + 1;
    }
    return false;
  });
  return from === 0 ? text : kept + text.slice(from);
}
