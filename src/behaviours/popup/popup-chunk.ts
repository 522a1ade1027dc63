/**
 * The popup chunk (elements/fg-popup.ts: React, the popup and confirm chrome, content loading) is
 * loaded on first use and prefetched when a trigger is hovered or focused. The core bundle only
 * knows this interface and the loader the page start gave it; start-popups.ts owns the one
 * `PopupChunkSource` made of it and hands its `load` to the confirm trigger.
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

export interface PopupChunkSource {
  /** Loads the chunk (once; a failure is tried again on the next call). */
  load(): Promise<PopupChunk>;
  /** The chunk when it has arrived already (a pointer leaving a trigger need not load it). */
  loaded(): PopupChunk | null;
}

/** The loader goes through loadOnce: one load, the chunk time-out, a retry after a failure. */
export function popupChunkSource(load: PopupChunkLoader): PopupChunkSource {
  const loader = loadOnce('fg-popup', load);
  let loaded: PopupChunk | null = null;
  return {
    load: () =>
      loader().then((module) => {
        loaded = module.default;
        return loaded;
      }),
    loaded: () => loaded,
  };
}
