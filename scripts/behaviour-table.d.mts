// Types of behaviour-table.mjs for its test.
export function behaviourModules(root: string): Promise<{ selector: string; modules: string[] }[]>;
