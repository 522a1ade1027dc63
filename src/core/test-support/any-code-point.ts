/**
 * Any Unicode code point but a lone surrogate (which no encoding can carry), as a one-character
 * string: the unit of "any text" in property tests. Built here rather than with fast-check's
 * `unit: 'binary'`, which takes seconds to set up on a busy machine — over a test's time-out.
 */
import fc from 'fast-check';

export const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code));
