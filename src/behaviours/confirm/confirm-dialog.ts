/** `confirmDialog(options)`: the promise-based confirm dialog for code (SPEC.md §4 "Confirm dialog"). */
import { loadPopupChunk } from '../popup/popup-chunk.ts';
import type { ConfirmOptions } from './confirm-options.ts';

/** Resolves true when the visitor confirms, false when they decline (button or Escape). */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const chunk = await loadPopupChunk();
  return chunk.confirm(options);
}
