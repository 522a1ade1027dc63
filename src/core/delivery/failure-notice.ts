/**
 * Nothing silent (docs/flows.md, "When an update fails"): an update the shopper started — by a
 * link, a button, a form or a component — that fails on the way (no connection, a time-out, a
 * refusal, a server error) is told to the shopper next to what they did, in the page's language,
 * announced politely, with a button that tries again. An update the server answered with its own
 * message (`PU-Error`), an abort by a newer request and an ended session are not failures here.
 * A link or GET form that failed for want of a connection is tried again by itself once the
 * browser is back online. The console keeps the developer's detail (the engine logs it).
 *
 * The notice (restylable, and the same markup a server may render itself):
 *   <div class="fg-failure" data-fg-failure role="status">
 *     <p class="fg-failure__text">…</p><button type="button" class="fg-failure__retry">…</button>
 *   </div>
 * It goes into the element named by the nearest `data-pu-failure="<id>"` around the trigger, else
 * right after the trigger's form (or the trigger itself).
 */

import { type FailureKind, failureTexts } from '../../i18n/failure-notice-texts.ts';
import { announce } from '../announcer.ts';
import { HttpStatusError, type PartialUpdateError, RequestFailedError } from '../errors.ts';
import type { PartialUpdateSettings } from '../settings.ts';

/** The attribute naming where a trigger's failure notice goes. */
export const FAILURE_PLACE_ATTRIBUTE = 'data-pu-failure';
const NOTICE_MARK = 'data-fg-failure';

/** What failed, for the shopper; null when it is not a failure to tell (see above). */
export function failureKind(error: PartialUpdateError): FailureKind | null {
  if (error instanceof RequestFailedError) return /timeout/.test(error.reason) ? 'timeout' : 'offline';
  if (error instanceof HttpStatusError) return statusFailureKind(error.status);
  return null;
}

/** What an answer's status says for the shopper: a refusal (4xx), a server error (5xx), or none. */
export function statusFailureKind(status: number): FailureKind | null {
  return status >= 500 ? 'server' : status >= 400 ? 'refused' : null;
}

/** Each trigger's notice: one at a time, taken away by its next success. */
const notices = new WeakMap<Element, HTMLElement>();

/**
 * Tells the shopper that what they started from `source` failed (see above); a link or GET form
 * that failed offline is tried again once the browser is back online. Other layers that send
 * their own requests (add to basket) tell their failures through here too.
 */
export function tellFailure(source: Element, kind: FailureKind): void {
  const trigger = triggerOf(source);
  clearFailure(source);
  if (!trigger.isConnected) return;
  const notice = showNotice(trigger, kind, () => tryAgain(source));
  notices.set(trigger, notice);
  if (kind === 'offline' && isGet(source) && !navigator.onLine) {
    addEventListener(
      'online',
      () => {
        if (!notice.isConnected) return;
        notice.remove();
        tryAgain(source);
      },
      { once: true },
    );
  }
}

/** Takes away the notice of what `source` started, if any (it has succeeded since). */
export function clearFailure(source: Element): void {
  const trigger = triggerOf(source);
  notices.get(trigger)?.remove();
  notices.delete(trigger);
}

/** Starts telling the failures of the engine's updates; returns the stop. */
export function startFailureNotices(root: HTMLElement = document.documentElement): () => void {
  const sources = new WeakMap<PartialUpdateSettings, Element>();
  const onStart = (event: Event): void => {
    const { settings, source } = (event as HTMLElementEventMap['fg:pu-start']).detail;
    if (source) sources.set(settings, source);
  };
  const onComplete = (event: Event): void => {
    const { settings, error } = (event as HTMLElementEventMap['fg:pu-complete']).detail;
    const source = sources.get(settings);
    if (!source) return;
    sources.delete(settings);
    const kind = error ? failureKind(error) : null;
    if (kind) tellFailure(source, kind);
    else clearFailure(source);
  };
  root.addEventListener('fg:pu-start', onStart, true);
  root.addEventListener('fg:pu-complete', onComplete, true);
  return () => {
    root.removeEventListener('fg:pu-start', onStart, true);
    root.removeEventListener('fg:pu-complete', onComplete, true);
  };
}

/** What the shopper acted on: a form as a whole, else the element. */
function triggerOf(source: Element): Element {
  return source.closest('form') ?? source;
}

function showNotice(trigger: Element, kind: FailureKind, retry: () => void): HTMLElement {
  const texts = failureTexts(
    trigger.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang,
  );
  const notice = document.createElement('div');
  notice.className = 'fg-failure';
  notice.setAttribute(NOTICE_MARK, '');
  notice.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.className = 'fg-failure__text';
  text.textContent = texts[kind];
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fg-failure__retry';
  button.textContent = texts.retry;
  button.addEventListener('click', () => {
    notice.remove();
    retry();
  });
  notice.append(text, button);
  const placeId = trigger.closest(`[${FAILURE_PLACE_ATTRIBUTE}]`)?.getAttribute(FAILURE_PLACE_ATTRIBUTE);
  const place = placeId ? document.getElementById(placeId) : null;
  if (place) place.replaceChildren(notice);
  else trigger.after(notice);
  // A live region inserted with its text is not announced everywhere: the one polite region says it.
  announce(texts[kind]);
  return notice;
}

/** The shopper's action once more: the form sent with the same button, or the element clicked. */
function tryAgain(source: Element): void {
  if (!source.isConnected) return;
  const form = source.closest('form');
  if (form) {
    const submitter =
      source instanceof HTMLButtonElement || source instanceof HTMLInputElement ? source : null;
    form.requestSubmit(submitter?.form === form && submitter.type === 'submit' ? submitter : null);
  } else if (source instanceof HTMLElement) source.click();
}

function isGet(source: Element): boolean {
  const form = source.closest('form');
  return form ? form.method === 'get' : source.matches('a[href]');
}
