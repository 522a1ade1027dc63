/** The promise-based confirm dialog for code (docs/popups.md "Confirm dialogs"): `confirmDialog(options)`. */
import { loadOnce } from '../../core/load-once.ts';
import type { PopupChunkLoader } from '../popup/popup-chunk.ts';
import type { ConfirmOptions } from './confirm-options.ts';

export type ConfirmDialog = (options: ConfirmOptions) => Promise<boolean>;

/**
 * The confirm dialog shown by the popup chunk `load` imports (the entry point's `confirmDialog`). Its
 * promise resolves true when the visitor confirms, false when they decline (button or Escape).
 */
export function confirmDialogWith(load: PopupChunkLoader): ConfirmDialog {
  const popupChunk = loadOnce('fg-popup', load);
  return async (options) => (await popupChunk()).default.confirm(options);
}
