/**
 * One open popup: closed → loading → opened → closed (docs/popups.md), with a `fg:popup-state`
 * event for each change. Fixed popups are modal `<dialog>`s (top layer, page inert, Tab kept
 * inside, scroll locked); floating ones are popovers next to the trigger. Closing undoes
 * everything the session did and returns focus to the trigger.
 */

import { emit } from '../../core/events.ts';
import { FOCUSABLE, openModalDialog } from '../../core/modal-dialog.ts';
import { resolveLang } from '../../i18n/resolve-lang.ts';
import { CONTROLLER_TAG } from '../../protocol/partial-update-markup.ts';
import { isEscapeKey } from '../../toolkit/escape-key.ts';
import { templateElement } from '../template-element.ts';
import { HOVER_CLOSE_DELAY_MS } from './constants.ts';
import { type FloatingPlacement, followTrigger } from './floating-position.ts';
import type { PopupChrome, RenderPopupChrome } from './popup-chrome.ts';
import type { PopupContent } from './popup-content.ts';
import type { PopupSettings } from './popup-settings.ts';
import { popupHostTemplate } from './popup-templates.ts';
import { lockScroll, unlockScroll } from './scroll-lock.ts';

export type PopupState = 'closed' | 'loading' | 'opened';
export type ContentSource = (signal: AbortSignal) => Promise<PopupContent>;

/** The attribute of a link or button inside a popup that closes it. */
export const CLOSE_SELECTOR = '[data-popup-close]';

let counter = 0;

export class PopupSession {
  state: PopupState = 'closed';
  private chrome: PopupChrome | null = null;
  private host: HTMLElement | null = null;
  private content: PopupContent | null = null;
  private readonly loading = new AbortController();
  private readonly cleanups: (() => void)[] = [];
  private hoverTimer: ReturnType<typeof setTimeout> | undefined;
  private placement: FloatingPlacement | null = null;
  private overTrigger = false;
  private overPopup = false;
  private markClosed: () => void = () => {};
  /** Settles once the popup has closed. */
  readonly closed = new Promise<void>((resolve) => (this.markClosed = resolve));

  constructor(
    readonly trigger: HTMLElement,
    readonly settings: PopupSettings,
    private readonly render: RenderPopupChrome,
    private readonly onClosed: (session: PopupSession) => void,
  ) {}

  get root(): HTMLElement | null {
    return this.chrome?.root ?? null;
  }

  contains(node: Node): boolean {
    return Boolean(this.chrome?.root.contains(node));
  }

  async open(source: ContentSource, moveFocus: boolean): Promise<void> {
    const id = `fg-popup-${++counter}`;
    const host = templateElement<HTMLElement>(popupHostTemplate());
    this.host = host;
    this.place(host);
    const chrome = this.render(host, {
      id,
      kind: this.settings.kind,
      busy: true,
      title: this.settings.title,
      labelledBy: null,
      label: this.trigger.getAttribute('aria-label') ?? this.trigger.textContent?.trim() ?? '',
      className: this.settings.className,
      overlayClass: this.settings.overlayClass,
      lang: resolveLang(this.trigger),
      onClose: () => this.close(),
    });
    this.chrome = chrome;
    this.setState('loading');
    this.show(chrome.root, moveFocus);

    let content: PopupContent;
    try {
      content = await source(this.loading.signal);
    } catch (error) {
      if (!this.loading.signal.aborted) console.error(error);
      this.close();
      return;
    }
    if (this.state === 'closed') {
      content.restore?.();
      return;
    }
    this.content = content;
    chrome.body.append(content.node);
    content.inserted?.(chrome.body);
    chrome.update({ busy: false, labelledBy: this.settings.title ? null : headingId(chrome.body) });
    this.placement?.update();
    this.setState('opened');
  }

  close(): void {
    if (this.state === 'closed') return;
    const chrome = this.chrome as PopupChrome;
    const active = document.activeElement;
    const returnFocus = this.settings.kind === 'fixed' || (active !== null && chrome.root.contains(active));
    this.loading.abort();
    clearTimeout(this.hoverTimer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.content?.restore?.();
    this.content = null;
    chrome.dispose();
    this.host?.remove();
    this.host = null;
    this.setState('closed');
    if (returnFocus && this.trigger.isConnected) this.focusTrigger();
    this.onClosed(this);
    this.markClosed();
  }

  /** An `<fg-popup>` trigger is a wrapper: focus goes to the control inside it. */
  private focusTrigger(): void {
    this.trigger.focus({ preventScroll: true });
    if (document.activeElement !== this.trigger) {
      this.trigger.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    }
  }

  /** The pointer or focus entered (or left) the trigger. */
  hoverTrigger(inside: boolean): void {
    this.overTrigger = inside;
    this.hoverChanged();
  }

  private hoverChanged(): void {
    clearTimeout(this.hoverTimer);
    if (this.settings.on !== 'hover' || this.overTrigger || this.overPopup) return;
    this.hoverTimer = setTimeout(() => this.close(), HOVER_CLOSE_DELAY_MS);
  }

  private place(host: HTMLElement): void {
    if (this.settings.renderAfter) {
      this.trigger.after(host);
      return;
    }
    // Inside the page's controller, links and forms of the content get partial-update handling.
    (document.querySelector(CONTROLLER_TAG) ?? document.body).append(host);
  }

  private show(root: HTMLElement, moveFocus: boolean): void {
    this.listen(root, 'keydown', (event) => this.onKeyDown(event as KeyboardEvent));
    this.listen(root, 'click', (event) => this.onClick(event));
    this.listen(root, 'mouseenter', () => this.pointerOverPopup(true));
    this.listen(root, 'mouseleave', () => this.pointerOverPopup(false));
    this.listen(root, 'focusin', () => this.pointerOverPopup(true));
    this.listen(root, 'focusout', (event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (!(next instanceof Node && root.contains(next))) this.pointerOverPopup(false);
    });
    if (root instanceof HTMLDialogElement) {
      // Escape on a modal dialog: its own cancel event, handled like every other close.
      this.listen(root, 'cancel', (event) => {
        event.preventDefault();
        this.close();
      });
      // Focus goes back to the trigger in close(), for floating popups too.
      const closeModal = openModalDialog(root, { returnsFocus: false });
      lockScroll();
      this.cleanups.push(() => {
        closeModal();
        unlockScroll();
      });
      return;
    }
    if (typeof root.showPopover === 'function') {
      root.showPopover();
      this.cleanups.push(() => {
        if (root.matches(':popover-open')) root.hidePopover();
      });
    }
    const placement = followTrigger(this.trigger, root);
    this.placement = placement;
    this.cleanups.push(() => placement.stop());
    this.listen(document, 'click', (event) => {
      const target = event.target;
      if (target instanceof Node && !root.contains(target) && !this.trigger.contains(target)) this.close();
    });
    this.listen(document, 'keydown', (event) => this.onKeyDown(event as KeyboardEvent));
    if (moveFocus) root.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }

  private pointerOverPopup(inside: boolean): void {
    this.overPopup = inside;
    this.hoverChanged();
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (isEscapeKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      this.close();
    }
  }

  private onClick(event: Event): void {
    const root = this.chrome?.root;
    // A click on the dialog element itself, not its box, is a click on its backdrop: the overlay.
    if (event.target === root && this.settings.kind === 'fixed') {
      this.close();
      return;
    }
    const close = event.target instanceof Element ? event.target.closest(CLOSE_SELECTOR) : null;
    if (close && root?.contains(close)) {
      event.preventDefault();
      this.close();
    }
  }

  private listen(target: EventTarget, type: string, listener: (event: Event) => void): void {
    target.addEventListener(type, listener);
    this.cleanups.push(() => target.removeEventListener(type, listener));
  }

  private setState(state: PopupState): void {
    this.state = state;
    emit(this.trigger.isConnected ? this.trigger : document, 'fg:popup-state', {
      state,
      trigger: this.trigger,
    });
  }
}

/** The first heading of the content names the popup; it gets an id when it has none. */
function headingId(body: HTMLElement): string | null {
  const heading = body.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (!heading) return null;
  heading.id ||= `fg-popup-heading-${++counter}`;
  return heading.id;
}
