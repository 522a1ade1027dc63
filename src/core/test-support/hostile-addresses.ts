/**
 * Addresses an attacker could put into markup, a header, the history or a JSON answer: generated
 * (fast-check) from the pieces that have fooled URL checks before — dot segments plain and
 * percent-encoded, repeated and mixed slashes and backslashes, tab/newline/NUL that browsers drop,
 * userinfo, ports, IPv6, IDN, upper-case and non-http schemes, and very long addresses.
 */
import fc from 'fast-check';
import { anyCodePoint } from './any-code-point.ts';

/** The shapes of the reported bypass: a path that begins with `//` once its dot segments are gone. */
export const DOT_SEGMENT_BYPASSES: readonly string[] = [
  '/.//x//other.example/p',
  '/..//other.example/p',
  '/a/..//other.example/p',
  '/%2e//other.example/p',
  '/%2E%2E//other.example/p',
  '/./%2e//x//other.example/p',
];

const PREFIXES = [
  '',
  '/',
  '//',
  '///',
  '\\',
  '\\\\',
  '/\\',
  '\\/',
  '/./',
  '/../',
  '/.//',
  '/%2e/',
  '/%2E%2e/',
  '/.%2e/',
  'http:',
  'https:',
  'HTTP://',
  'hTtPs:',
  'http:/',
  'https:\\\\',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:text/html,',
  'blob:',
  'blob:https://other.example/',
  'mailto:',
  'ftp://',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '\u001f/',
];

const SEGMENTS = [
  '',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '.%2E',
  'x',
  'p',
  'other.example',
  'other.example:8080',
  'a@b',
  'user:pw@other.example',
  '@other.example',
  '[::1]',
  '[::ffff:7f00:1]',
  '127.0.0.1',
  '0x7f.1',
  'xn--80ak6aa92e.com',
  'bücher.example',
  'ＥＸＡＭＰＬＥ.com',
  'localhost',
];

const SEPARATORS = ['/', '//', '\\', '/\\', '\t/', '/\n/', '\r\n', '%2f', '%5c', '/./', '/../', '\u0000'];

const SUFFIXES = ['', '?q=1', '#h', '?a=1#b', '?pu=%7B%7D', '#//other.example'];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);

/** One generated hostile address. */
export function hostileAddress(): fc.Arbitrary<string> {
  const composed = fc
    .tuple(
      fc.constantFrom(...PREFIXES),
      fc.array(fc.tuple(piece, fc.constantFrom(...SEPARATORS)), { maxLength: 7 }),
      fc.constantFrom(...SUFFIXES),
    )
    .map(
      ([prefix, parts, suffix]) =>
        prefix + parts.map(([part, separator]) => part + separator).join('') + suffix,
    );
  const long = fc
    .tuple(fc.constantFrom(...DOT_SEGMENT_BYPASSES), fc.integer({ min: 500, max: 4000 }))
    .map(([address, length]) => address + 'a'.repeat(length));
  return fc.oneof(
    { weight: 8, arbitrary: composed },
    { weight: 1, arbitrary: fc.constantFrom(...DOT_SEGMENT_BYPASSES) },
    { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
    { weight: 1, arbitrary: fc.string({ unit: anyCodePoint, maxLength: 40 }) },
    { weight: 1, arbitrary: long },
  );
}
