/** For test kits: a value their hooks set before each test and clear after it. */

/** `value`, which exists only while a test runs; reading it elsewhere throws, naming `what`. */
export function inTest<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what}: only there while a test runs.`);
  return value;
}
