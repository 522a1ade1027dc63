/**
 * The popup chunk, loaded on first use by src/behaviours/popup/start-popups.ts: the React frames
 * of popups (src/components/Popup) and confirm dialogs (src/components/Confirm), wired to the
 * framework-free popup sessions, content loading and add to basket. Each open popup or dialog is
 * one React root, unmounted (and counted out) when it closes.
 *
 * Triggers are `[data-popup]` elements and `<fg-popup>` elements, both read by the core bundle:
 * @element fg-popup
 * @attr content - html | ajax | ajaxScript | iframe (default html)
 * @attr target - html: id of the element shown; others: the address (default: the trigger's href)
 * @attr type - fixed (modal, default) | floating (next to the trigger)
 * @attr on - click (default) | hover
 * @attr popup-class - class added to the popup
 * @attr popup-title - heading of the popup
 * @attr overlay-class - class of a fixed popup (style its ::backdrop)
 * @attr click-on-touch - a hover popup opens on tap on touch screens
 * @attr prevent-click - a hover trigger's own click is prevented
 * @attr render-after - the popup is placed right after its trigger
 * @fires fg:popup-state - closed, loading, opened
 * @fires fg:confirm-result - a confirm dialog ended
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { type ConfirmOptions, readConfirmOptions } from '../src/behaviours/confirm/confirm-options.ts';
import { addToBasket } from '../src/behaviours/popup/add-to-basket.ts';
import type { PopupChromeProps, RenderPopupChrome } from '../src/behaviours/popup/popup-chrome.ts';
import type { PopupChunk } from '../src/behaviours/popup/popup-chunk.ts';
import { createPopups } from '../src/behaviours/popup/popup-registry.ts';
import { ConfirmDialog } from '../src/components/Confirm/ConfirmDialog.tsx';
import { Popup } from '../src/components/Popup/Popup.tsx';
import { installPopupStyles } from '../src/components/Popup/popup-styles.ts';
import { emit } from '../src/core/events.ts';
import { resolveLang } from '../src/i18n/resolve-lang.ts';
import { normalizeLang } from '../src/i18n/translate.ts';
import { rootMounted, rootUnmounted } from './mounted-roots.ts';

/** Renders the popup frame synchronously, so the session can show it and fill its body at once. */
export const renderPopupChrome: RenderPopupChrome = (host, initial) => {
  installPopupStyles();
  let props: PopupChromeProps = initial;
  let root: HTMLElement | null = null;
  let body: HTMLDivElement | null = null;
  const reactRoot = createRoot(host);
  rootMounted();
  const render = () =>
    flushSync(() =>
      reactRoot.render(
        createElement(Popup, {
          ...props,
          rootRef: (element: HTMLElement | null) => {
            if (element) root = element;
          },
          bodyRef: (element: HTMLDivElement | null) => {
            if (element) body = element;
          },
        }),
      ),
    );
  render();
  return {
    root: root as unknown as HTMLElement,
    body: body as unknown as HTMLElement,
    update(patch) {
      props = { ...props, ...patch };
      render();
    },
    dispose() {
      reactRoot.unmount();
      rootUnmounted();
    },
  };
};

/** Shows a confirm dialog in its own root; resolves with the visitor's answer. */
export function showConfirm(options: ConfirmOptions): Promise<boolean> {
  installPopupStyles();
  const returnFocus = options.returnFocus ?? (document.activeElement as HTMLElement | null);
  const host = document.createElement('div');
  host.className = 'fg-confirm-host';
  document.body.append(host);
  const reactRoot = createRoot(host);
  rootMounted();
  return new Promise((resolve) => {
    const onResult = (confirmed: boolean) => {
      reactRoot.unmount();
      rootUnmounted();
      host.remove();
      emit(returnFocus?.isConnected ? returnFocus : document, 'fg:confirm-result', { confirmed });
      resolve(confirmed);
    };
    flushSync(() =>
      reactRoot.render(
        createElement(ConfirmDialog, {
          ...options,
          lang: normalizeLang(
            options.lang ?? (returnFocus ? resolveLang(returnFocus) : document.documentElement.lang),
          ),
          returnFocus,
          onResult,
        }),
      ),
    );
  });
}

const popups = createPopups(renderPopupChrome);

const chunk: PopupChunk = {
  toggle: popups.toggle,
  hover: popups.hover,
  confirm: showConfirm,
  confirmElement: (element) => showConfirm(readConfirmOptions(element)),
  addToBasket: (source, submitter) => addToBasket(popups, source, submitter),
};

export default chunk;
