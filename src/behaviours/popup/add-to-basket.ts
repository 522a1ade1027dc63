/**
 * Add to basket (docs/popups.md): a link or form marked `data-add-to-basket` POSTs to its address
 * (the form's fields, the CSRF token of `<meta name="csrf-token">` as X-CSRF-Token); the page
 * container of the answer is shown in a fixed popup, then the user tools refresh.
 */

import { csrfToken } from '../../core/csrf-token.ts';
import { clearFailure, statusFailureKind, tellFailure } from '../../core/delivery/failure-notice.ts';
import { tokenToRepeatWith } from '../../core/delivery/fresh-token.ts';
import { emit } from '../../core/events.ts';
import { expectChanges } from '../../core/optimistic/expect-changes.ts';
import { sameOriginUrl } from '../../core/same-origin.ts';
import { parseHTMLFragment } from '../../core/trusted-html.ts';
import { CSRF_TOKEN_HEADER } from '../../protocol/partial-update.ts';
import { CONTAINER_SELECTOR } from '../../protocol/partial-update-markup.ts';
import { refreshUserTools } from '../user-tools/refresh-user-tools.ts';
import type { PopupContent } from './popup-content.ts';
import type { Popups } from './popup-registry.ts';
import { readPopupSettings } from './popup-settings.ts';

/** The answer's page container: its `data-pu-container`, else `#content`, else the whole answer. */
export function pageContainerOf(markup: string): PopupContent {
  const answer = parseHTMLFragment(markup);
  const container = answer.querySelector(CONTAINER_SELECTOR) ?? answer.querySelector('#content');
  if (!container) return { node: answer };
  // Its children only: the container's id is the page's own container id.
  const box = document.createElement('div');
  box.className = 'fg-popup__basket';
  box.append(...container.childNodes);
  return { node: box };
}

/**
 * Adds the trigger's product; settles when the popup it opened has closed (or at once when the add
 * failed). start-popups.ts ignores a repeat of the trigger until then: the modal popup covers the
 * trigger, so a click on it meanwhile is the second of a double click, however fast the shop answered.
 */
export async function addToBasket(
  popups: Popups,
  source: HTMLAnchorElement | HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
  const address = addressOf(source, submitter);
  const url = sameOriginUrl(address);
  if (url === null) {
    console.error(`Refused to add to basket through ${address}: only same-origin addresses.`);
    return;
  }
  // The page is busy (docs/settled.md) until the popup shows, or the failure is told.
  const adding = addAndShow(popups, source, submitter, url);
  emit(document, 'fg:busy', ['add to basket', adding]);
  if (await adding) await popups.whenClosed(source);
}

/** Posts the add and shows its answer in the popup, the user tools refreshed; false when it failed. */
async function addAndShow(
  popups: Popups,
  source: HTMLAnchorElement | HTMLFormElement,
  submitter: HTMLElement | null,
  url: URL,
): Promise<boolean> {
  const post = () => {
    const headers: Record<string, string> = { Accept: 'text/html' };
    const token = csrfToken();
    if (token) headers[CSRF_TOKEN_HEADER] = token;
    return fetch(url.href, {
      method: 'POST',
      body: bodyOf(source, submitter),
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  };
  // The shopper is told a failure beside the button (failure-notice.ts); the console keeps the detail.
  const trigger = submitter ?? source;
  // The changes the trigger expects (data-optimistic, docs/optimistic.md), shown until the answer.
  let answered = false;
  const expected = expectChanges(trigger, () => !answered);
  const answer = (ok: boolean): void => {
    answered = true;
    void expected?.then((shown) => (ok ? shown?.settle() : shown?.takeBack(true)));
  };
  let response: Response;
  try {
    response = await post();
    // Refused for a token a login in another tab made stale: sent once more with the fresh one,
    // which the page (its meta and its forms' token fields) has taken by then.
    if (tokenToRepeatWith(response.status, (name) => response.headers.get(name))) response = await post();
  } catch (error) {
    console.error('Add to basket did not reach the shop: no popup shown.', error);
    answer(false);
    tellFailure(trigger, 'offline');
    return false;
  }
  if (!response.ok) {
    console.error(`Add to basket answered HTTP ${response.status}: no popup shown.`);
    answer(false);
    tellFailure(trigger, statusFailureKind(response.status) ?? 'server');
    return false;
  }
  answer(true);
  clearFailure(trigger);
  const content = pageContainerOf(await response.text());
  const settings = { ...readPopupSettings(source), kind: 'fixed' as const, on: 'click' as const };
  // The user menu (with the basket count) and the list widgets; failures are only logged.
  await Promise.all([popups.show(source, settings, content), refreshUserTools({ updatedCart: true })]);
  return true;
}

function addressOf(source: HTMLAnchorElement | HTMLFormElement, submitter: HTMLElement | null): string {
  if (source instanceof HTMLAnchorElement) return source.getAttribute('href') ?? '';
  return submitter?.getAttribute('formaction') ?? source.getAttribute('action') ?? location.href;
}

function bodyOf(source: HTMLAnchorElement | HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const body = new URLSearchParams();
  if (source instanceof HTMLFormElement) {
    const own = (submitter as HTMLButtonElement | null)?.form === source ? submitter : null;
    for (const [name, value] of new FormData(source, own)) {
      if (typeof value === 'string') body.append(name, value);
    }
  }
  return body;
}
