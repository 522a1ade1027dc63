/**
 * Names written in camel case as the markup writes them: `callPUAfterProcessStateTokenRefresh` →
 * `call-pu-after-process-state-token-refresh`, `RadioSelect` → `radio-select` (a run of capitals is
 * one word). One rule for attribute names and element tags.
 */
export function kebabCase(name: string): string {
  return name
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .toLowerCase();
}
