export const POSTGRES_BIN: string;

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number>;

/** A fresh database named `<prefix>_<random>` on the server of `serverUrl`; `drop()` removes it. */
export function createDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }>;

/** A throw-away PostgreSQL server on a loopback port; `stop()` ends it and removes its files. */
export function startPostgres(): Promise<{ url: string; stop: () => void }>;
