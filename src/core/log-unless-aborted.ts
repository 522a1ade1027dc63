/** Logs a failed update, except an abort: a newer update superseded it, which is no failure. */
import { AbortedError } from './errors.ts';

export function logUnlessAborted(error: unknown): void {
  if (!(error instanceof AbortedError)) console.error(error);
}
