/**
 * Framework-free trigger handling of popups, confirm dialogs and add to basket (core bundle). It
 * listens on the document in the capture phase, ahead of the partial-update controller, and hands
 * each decision to the popup chunk, loaded on first use and prefetched on hover or focus. A click
 * or submit it holds for the chunk is given back when the chunk does not load (held-action.ts).
 */
import { giveBack } from '../../toolkit/held-action.ts';
import { CONFIRM_SELECTOR } from '../confirm/confirm-options.ts';
import { confirmedClickKind, confirmTrigger } from '../confirm/confirm-trigger.ts';
import { connectGoBackAction } from './go-back.ts';
import { type PopupChunk, type PopupChunkLoader, popupChunkSource } from './popup-chunk.ts';
import { readTriggerMode, TRIGGER_SELECTOR } from './popup-settings.ts';

export const ADD_TO_BASKET_SELECTOR = '[data-add-to-basket]';

export interface PopupStartOptions {
  /** Imports the popup chunk: `() => import('elements/fg-popup.ts')` (from the entry). */
  load: PopupChunkLoader;
}

/** Starts the listeners; returns a function that stops them. */
export function startPopups(doc: Document, options: PopupStartOptions): () => void {
  // One owner of the chunk: the confirm trigger is handed its `load`.
  const popupChunk = popupChunkSource(options.load);
  connectGoBackAction();
  let touch = false;
  /** Held clicks and submits being given back, which pass. */
  const passing = new WeakSet<EventTarget>();
  /** Runs `run` once the chunk is there, or gives the action back; settles when either is done. */
  const use = (run: (chunk: PopupChunk) => unknown, source?: HTMLElement, submitter?: HTMLElement | null) =>
    popupChunk
      .load()
      .then(run, (error: unknown) => {
        console.error(error);
        if (source) giveBack(source, passing, submitter);
      })
      .catch(console.error);
  /**
   * Triggers whose add waits for the chunk, is under way or shows its popup: a repeat is ignored,
   * so a double click adds once however fast the shop answers (docs/flows.md). The click is the
   * shopper's, so the page decides; an idempotency key would have the server remember every add to
   * refuse the second of two it cannot tell apart.
   */
  const adding = new WeakSet<HTMLElement>();
  const add = (source: HTMLAnchorElement | HTMLFormElement, submitter: HTMLElement | null): void => {
    if (adding.has(source)) return;
    adding.add(source);
    void use((chunk) => chunk.addToBasket(source, submitter), source, submitter).finally(() =>
      adding.delete(source),
    );
  };
  const prefetch = (event: Event): void => {
    if (closest(event.target, `${TRIGGER_SELECTOR}, ${CONFIRM_SELECTOR}`))
      popupChunk.load().catch(console.error);
  };

  const onClick = (event: MouseEvent): void => {
    if (event.target && passing.has(event.target)) return;
    const confirm = closest(event.target, CONFIRM_SELECTOR);
    if (confirm) {
      const kind = confirmedClickKind(confirm);
      // The confirm action's own click must reach the web actions only.
      if (kind === 'action') event.preventDefault();
      if (kind !== 'ask') return;
      event.preventDefault();
      event.stopPropagation();
      confirmTrigger(confirm, popupChunk.load).catch(console.error);
      return;
    }
    const basket = closest(event.target, `a${ADD_TO_BASKET_SELECTOR}`);
    if (basket) {
      stop(event);
      add(basket as HTMLAnchorElement, null);
      return;
    }
    const trigger = closest(event.target, TRIGGER_SELECTOR);
    if (!trigger) return;
    const mode = readTriggerMode(trigger);
    if (mode.on === 'click' || (mode.clickOnTouch && touch)) {
      event.preventDefault();
      use((chunk) => chunk.toggle(trigger), trigger);
    } else if (mode.preventClick) event.preventDefault();
  };

  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(ADD_TO_BASKET_SELECTOR) || passing.has(form))
      return;
    stop(event);
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    add(form, submitter);
  };

  /** Pointer and keyboard focus alike open a hover popup; leaving both closes it after a delay. */
  const onHover = (inside: boolean) => (event: Event) => {
    if (inside) prefetch(event);
    const trigger = closest(event.target, TRIGGER_SELECTOR);
    const related = (event as MouseEvent | FocusEvent).relatedTarget;
    if (!trigger || (related instanceof Node && trigger.contains(related))) return;
    const mode = readTriggerMode(trigger);
    if (mode.on !== 'hover' || (touch && mode.clickOnTouch)) return;
    if (inside) use((chunk) => chunk.hover(trigger, true));
    else popupChunk.loaded()?.hover(trigger, false);
  };
  const onPointerDown = (event: PointerEvent): void => {
    touch = event.pointerType === 'touch';
  };

  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['mouseover', onHover(true)],
    ['focusin', onHover(true)],
    ['mouseout', onHover(false)],
    ['focusout', onHover(false)],
    ['pointerdown', onPointerDown as EventListener],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
  };
}

function closest(target: EventTarget | null, selector: string): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(selector) : null;
}

function stop(event: Event): void {
  event.preventDefault();
  event.stopPropagation();
}
