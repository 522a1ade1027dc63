/** Test helpers for popups: the page start with a spied chunk loader, fixtures and state waits. */
import sinon from 'sinon';
import chunk from '../../../../elements/fg-popup.ts';
import type { PopupStateDetail } from '../../../core/events.ts';
import { inTest } from '../../../core/test-support/in-test.ts';
import type { PopupChunkLoader } from '../popup-chunk.ts';
import { closeAllPopups } from '../popup-registry.ts';
import { startPopups } from '../start-popups.ts';

export interface PopupTestPage {
  root: HTMLElement;
  load: sinon.SinonSpy<Parameters<PopupChunkLoader>, ReturnType<PopupChunkLoader>>;
  stop(): void;
}

/** Starts popups on the document with a loader spy, and puts `html` in a fresh fixture. */
export function popupPage(html: string): PopupTestPage {
  const load = sinon.spy(async () => ({ default: chunk }));
  const stopListening = startPopups(document, { load });
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return {
    root,
    load,
    stop() {
      closeAllPopups();
      stopListening();
      root.remove();
    },
  };
}

/**
 * `popupPage(html)` before each test; after it, the page stopped and sinon's fakes restored. Call
 * it inside `describe`, after the hooks whose stubs the popups must see.
 */
export function usePopupPage(html: string): PopupTestPage {
  let page: PopupTestPage | undefined;
  beforeEach(() => {
    page = popupPage(html);
  });
  afterEach(() => {
    page?.stop();
    page = undefined;
    sinon.restore();
  });
  const current = () => inTest(page, 'usePopupPage: page');
  return {
    get root() {
      return current().root;
    },
    get load() {
      return current().load;
    },
    stop: () => current().stop(),
  };
}

/** Resolves with the next `fg:popup-state` of the given state. */
export function nextState(state: PopupStateDetail['state']): Promise<PopupStateDetail> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<PopupStateDetail>).detail;
      if (detail.state !== state) return;
      document.removeEventListener('fg:popup-state', listener);
      resolve(detail);
    };
    document.addEventListener('fg:popup-state', listener);
  });
}

/** Clicks an element and waits until its popup is open. */
export async function openByClick(trigger: HTMLElement): Promise<HTMLElement> {
  const opened = nextState('opened');
  trigger.click();
  await opened;
  return openPopup();
}

/** The popup element that is open (the last one). */
export function openPopup(): HTMLElement {
  const popups = document.querySelectorAll<HTMLElement>('.fg-popup');
  const popup = popups[popups.length - 1];
  if (!popup) throw new Error('No popup is open.');
  return popup;
}

export { axeViolations, press } from '../../../../elements/test-support/dom-helpers.ts';
