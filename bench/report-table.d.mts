// Types of report-table.mjs for the TypeScript benchmarks and the test.
export function markdownCell(value: unknown): string;
export function spacedThousands(count: number): string;
export function markdownTable(columns: readonly string[], rows: readonly (readonly string[])[]): string;
export function runHeading(run: {
  command: string;
  commit: string;
  load: readonly number[];
  cores: number;
  date: Date;
}): string;
export function printRunTable(table: {
  command: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}): void;
