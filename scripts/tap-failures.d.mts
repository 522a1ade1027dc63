/** The failed tests of a node:test TAP report as `file:line: suite › test: first error line`. */
export function tapFailures(tap: string, root?: string): string[];
