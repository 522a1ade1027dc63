/** True for a character XML 1.0 can carry (its production Char). */
function isXmlCharacter(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}

/**
 * Text made safe inside a double-quoted XML attribute: the markup characters (and the white space
 * an attribute would flatten) become character references and what XML 1.0 cannot carry at all
 * (control characters, lone surrogates, U+FFFE, U+FFFF) is left out, so any product name gives
 * well-formed SVG.
 */
export function xmlAttributeValue(text: string): string {
  let value = '';
  // for…of walks code points: a paired surrogate comes as one, a lone one as itself.
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number;
    if (!isXmlCharacter(codePoint)) continue;
    value += /[<>&"'\t\n\r]/.test(character) ? `&#${codePoint};` : character;
  }
  return value;
}
