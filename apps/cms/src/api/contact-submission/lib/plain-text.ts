// biome-ignore-all lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** The same, minus tab and line feed, which a message may keep. */
const MESSAGE_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * One line of plain text (a name): every control character or line break becomes a space, so
 * the value can never start a new line in an e-mail header or a log. Broken UTF-16 becomes U+FFFD.
 */
export function plainLine(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').replace(LINE_CONTROLS, ' ');
}

/**
 * Plain text in lines (a message): line breaks are normalised to "\n", other control characters
 * (NUL, which PostgreSQL cannot store, escape sequences, ...) are dropped. Markup is kept as the
 * visitor typed it: it is text, and everything that shows it escapes it.
 */
export function plainText(value: string): string {
  return value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(MESSAGE_CONTROLS, '');
}
