/**
 * The popup chunk (elements/fg-popup.ts: React, the popup and confirm chrome, content loading) is
 * loaded on first use and prefetched when a trigger is hovered or focused. The core bundle only
 * knows this interface and the loader the page start gave it.
 */
import { loadOnce } from '../../core/load-once.ts';
import type { ConfirmOptions } from '../confirm/confirm-options.ts';

export interface PopupChunk {
  /** Opens the trigger's popup, or closes it when it is open. */
  toggle(trigger: HTMLElement): Promise<void>;
  /** The pointer (or focus) entered or left a hover trigger. */
  hover(trigger: HTMLElement, inside: boolean): void;
  /** Shows a confirm dialog; resolves true when confirmed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Shows the confirm dialog a `data-confirm` element declares. */
  confirmElement(element: HTMLElement): Promise<boolean>;
  /** Posts an add-to-basket link or form, shows the answer in a popup, refreshes the user tools. */
  addToBasket(source: HTMLAnchorElement | HTMLFormElement, submitter: HTMLElement | null): Promise<void>;
}

export type PopupChunkLoader = () => Promise<{ default: PopupChunk }>;

let loader: PopupChunkLoader | null = null;
let loaded: PopupChunk | null = null;

/** The loader goes through loadOnce: one load, the chunk time-out, a retry after a failure. */
export function setPopupChunkLoader(load: PopupChunkLoader | null): void {
  loader = load && loadOnce('fg-popup', load);
  loaded = null;
}

export function loadPopupChunk(): Promise<PopupChunk> {
  if (!loader) return Promise.reject(new Error('startPopups() was not called.'));
  return loader().then((module) => {
    loaded = module.default;
    return loaded;
  });
}

/** The chunk when it has arrived already (a pointer leaving a trigger need not load it). */
export function loadedPopupChunk(): PopupChunk | null {
  return loaded;
}
