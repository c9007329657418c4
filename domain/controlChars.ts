/**
 * Text a person can type holds no C0 control character other than tab, line feed and carriage
 * return. NUL in particular is refused by PostgreSQL in text (a 500 before issue 21), and the
 * others only ever come from a broken or hostile client.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** @example hasControlChar('ad\u0000min') // true; hasControlChar('baris 1\nbaris 2') // false */
export const hasControlChar = (text: string): boolean => FORBIDDEN.test(text);

/**
 * The text with each forbidden character written out (`\u0000`), to name a field whose own
 * name holds one without echoing the character itself.
 * @example visibleControlChars('a\u0000b') // 'a\\u0000b'
 */
export const visibleControlChars = (text: string): string =>
  text.replace(FORBIDDEN_ALL, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
