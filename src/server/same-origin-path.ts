/**
 * Same-origin path check for every address a response header can steer the browser to.
 *
 * Accepted: a path that starts with exactly one `/` (`/cs/kosik?x=1#top`). Refused: absolute
 * URLs (`https://...`, `javascript:`), protocol-relative `//host`, `/\host` (browsers read a
 * backslash as a slash), and any whitespace or control character (browsers drop tabs and
 * newlines from URLs, so `/\t/host` would become `//host`; CR/LF would also split a header).
 */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  const second = value[1];
  if (second === '/' || second === '\\') return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return !/[\u0000-\u0020\u007f\\]/.test(value);
}

/** Percent-encodes non-ASCII characters so a checked path is a valid header value. */
export function encodePathForHeader(path: string): string {
  return path.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
}
