/** The element id a URL hash names (`#a%20b` → `a b`), or null for an empty or undecodable hash. */
export function idOfHash(hash: string): string | null {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')) || null;
  } catch {
    return null;
  }
}
