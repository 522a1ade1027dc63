/**
 * `<fg-partial-update>`: the controller that owns the containers inside it. It hears clicks, submits
 * and the listened events of elements with settings, decides which become partial updates, and hands
 * them to the engine. Framework-free.
 *
 * Attributes: `target` (the global target), `file-browser-prefix` (links to it stay full loads),
 * `push-url` (a same-origin server-sent-events stream of `fg:push` events, see push-stream.ts).
 */

import { HISTORY_STATE_PARAM } from '../protocol/partial-update.ts';
import {
  CONTAINER_SELECTOR,
  CONTROLLER_TAG,
  NO_PARTIAL_UPDATE_SELECTOR,
  OWN_SETTINGS_SELECTOR,
} from '../protocol/partial-update-markup.ts';
import { DEBOUNCE_MS } from './constants.ts';
import { type EngineConfig, type EngineOptions, engineConfigFrom, type SendLayers } from './engine-config.ts';
import { isPartialSubmitButton } from './forms/find-form.ts';
import { hasTextValueChanged } from './forms/text-change.ts';
import { historyController as loadHistory } from './history-chunk.ts';
import { containerForLink, isPlainClick } from './link-rules.ts';
import { loadOnce } from './load-once.ts';
import { logUnlessAborted } from './log-unless-aborted.ts';
import { type PartialUpdateContext, partialUpdate } from './partial-update.ts';
import { hasOwnSettings, type PartialUpdateOptions, readElementOptions } from './settings.ts';
import {
  domEventFor,
  hasTypedValue,
  LISTENED_EVENTS,
  type ListenedEvent,
  listenedEventsFor,
  triggersOf,
} from './triggers.ts';

// A lazy chunk: only pages with a push stream need it.
const loadPushStream = loadOnce('push-stream', () => import('./push-stream.ts'));
// Lazy: a layer around each controller's send, loaded when the first controller connects (docs/flows.md, "Nothing lost").
const loadDelivery = loadOnce('delivery', () => import('./delivery/start-delivery.ts'));
const HEARD_DOM_EVENTS = [...new Set(LISTENED_EVENTS.map(domEventFor))];

export class PartialUpdateController extends HTMLElement {
  static observedAttributes = ['push-url'];
  private closePush: (() => void) | null = null;
  private readonly debounceTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  private readonly ownOptions: Partial<EngineOptions & SendLayers> = {};

  /**
   * Sets this controller's engine options (forms-changes detection, the announced text, the base
   * send) and the lazy layers around its send (engine-config.ts).
   */
  configure(options: Partial<EngineOptions & SendLayers>): void {
    Object.assign(this.ownOptions, options);
  }

  /** The options every update this controller runs is given: its own, with its attributes. */
  get engineConfig(): EngineConfig {
    return engineConfigFrom(this, this.ownOptions);
  }

  connectedCallback(): void {
    for (const type of HEARD_DOM_EVENTS) this.addEventListener(type, this.onEvent);
    window.addEventListener('popstate', this.onPopState);
    // The chunk exports `layered` by its option's name (engine-config.ts SendLayers).
    loadDelivery().then((layers) => this.configure(layers), console.error);
    this.connectPush();
    if (new URL(location.href).searchParams.has(HISTORY_STATE_PARAM)) {
      loadHistory().then(
        (history) => history.replayFromLocationOnLoad((options) => this.run(options, null)),
        console.error,
      );
    }
  }

  disconnectedCallback(): void {
    for (const type of HEARD_DOM_EVENTS) this.removeEventListener(type, this.onEvent);
    window.removeEventListener('popstate', this.onPopState);
    this.closePush?.();
    this.closePush = null;
  }

  attributeChangedCallback(name: string): void {
    if (this.isConnected && name === 'push-url') this.connectPush();
  }

  private connectPush(): void {
    this.closePush?.();
    this.closePush = null;
    const url = this.getAttribute('push-url');
    if (!url) return;
    loadPushStream().then(({ openPushStream }) => {
      if (this.isConnected && this.getAttribute('push-url') === url) this.closePush = openPushStream(url);
    }, console.error);
  }

  private readonly onPopState = (event: PopStateEvent): void => {
    loadHistory().then((history) => {
      const options = history.optionsFromState(event.state, this.getAttribute('target'));
      if (options) this.run(options, null);
    }, console.error);
  };

  private readonly onEvent = (event: Event): void => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    if (event.type === 'click' && this.handleClick(event as MouseEvent, event.target)) return;
    if (event.type === 'submit' && this.handleSubmit(event as SubmitEvent, event.target)) return;
    this.handleListenedEvent(event, event.target);
  };

  private handleClick(event: MouseEvent, origin: Element): boolean {
    if (!isPlainClick(event)) return false;
    const link = origin.closest('a');
    if (link && this.contains(link)) {
      const container = containerForLink(link, this.getAttribute('file-browser-prefix'));
      if (container) {
        event.preventDefault();
        this.run(
          { target: container.id, url: link.getAttribute('href') ?? '', alterHistory: true, uiEvent: true },
          link,
        );
        return true;
      }
    }
    // type=button buttons do not submit by themselves: inside a container they submit their form as a partial update.
    const button = origin.closest('button, input');
    if (
      button &&
      (button as HTMLButtonElement).type === 'button' &&
      isPartialSubmitButton(button) &&
      !hasOwnSettings(button) &&
      !insideComponent(button)
    ) {
      const form = (button as HTMLButtonElement).form;
      const container = this.updatableContainer(button);
      if (form && container) {
        event.preventDefault();
        this.submit(form, button as HTMLElement, { target: container.id });
        return true;
      }
    }
    return false;
  }

  private handleSubmit(event: SubmitEvent, form: Element): boolean {
    if (!(form instanceof HTMLFormElement)) return false;
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    for (const declaring of [submitter, form]) {
      if (!declaring || !hasOwnSettings(declaring)) continue;
      if (declaring === form && !triggersOf(form).includes('submit')) continue;
      const options = safeRead(declaring);
      if (!options) return false;
      event.preventDefault();
      this.submit(form, submitter, this.withContainerTarget(options, form));
      return true;
    }
    const container = this.updatableContainer(form);
    if (!container || (submitter && !isPartialSubmitButton(submitter))) return false;
    event.preventDefault();
    this.submit(form, submitter, { target: container.id });
    return true;
  }

  private handleListenedEvent(event: Event, origin: Element): void {
    const element = origin.closest(OWN_SETTINGS_SELECTOR);
    if (!element || !this.contains(element) || element.closest(NO_PARTIAL_UPDATE_SELECTOR)) return;
    const heard = listenedEventsFor(event.type).filter((name) => triggersOf(element).includes(name));
    if (heard.length === 0) return;
    if (heard.includes('change') && hasTypedValue(element) && !hasTextValueChanged(element)) return;
    if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    if (heard.includes('debounce')) {
      this.debounce(element);
      return;
    }
    this.runElement(element, heard[0] as ListenedEvent);
  }

  private debounce(element: Element): void {
    clearTimeout(this.debounceTimers.get(element));
    this.debounceTimers.set(
      element,
      // An element swapped out meanwhile has nothing left to update: its run is dropped.
      setTimeout(() => element.isConnected && this.runElement(element, 'debounce'), DEBOUNCE_MS),
    );
  }

  private runElement(element: Element, _trigger: ListenedEvent): void {
    const options = safeRead(element);
    if (!options) return;
    const form = element instanceof HTMLFormElement ? element : element.closest('form');
    const withUrl =
      element instanceof HTMLAnchorElement && !options.url
        ? { ...options, url: element.getAttribute('href') ?? undefined }
        : options;
    const withTarget = this.withContainerTarget(withUrl, element);
    if (form && !(element instanceof HTMLAnchorElement)) this.submit(form, null, withTarget, element);
    else this.run({ ...withTarget, uiEvent: true }, element);
  }

  private submit(
    form: HTMLFormElement,
    submitter: HTMLElement | null,
    options: PartialUpdateOptions,
    source?: Element,
  ) {
    const alterHistory = form.getAttribute('method')?.toLowerCase() === 'get';
    this.runWith(
      { alterHistory, ...options, uiEvent: true },
      { source: source ?? submitter ?? form, form, submitter },
    );
  }

  private run(options: PartialUpdateOptions, source: Element | null): void {
    this.runWith(options, { source });
  }

  /** Updates started by user events have no caller to reject to: the error goes to the console. */
  private runWith(options: PartialUpdateOptions, context: PartialUpdateContext): void {
    partialUpdate(options, { ...context, config: this.engineConfig }).catch(logUnlessAborted);
  }

  /** Options without a target of their own update the element's container. */
  private withContainerTarget(options: PartialUpdateOptions, element: Element): PartialUpdateOptions {
    if (options.target || options.settings?.target) return options;
    return { ...options, target: this.updatableContainer(element)?.id ?? '' };
  }

  /** The container an element updates by default, when it is inside one and not in a no-update area. */
  private updatableContainer(element: Element): HTMLElement | null {
    if (element.closest(NO_PARTIAL_UPDATE_SELECTOR)) return null;
    const container = element.closest<HTMLElement>(CONTAINER_SELECTOR);
    return container?.id && this.contains(container) ? container : null;
  }
}

/** A component's own buttons (a dropdown's opener, say) are its UI, never form submits. */
function insideComponent(element: Element): boolean {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.hasAttribute('data-component')) return true;
    if (node.localName.includes('-') && node.localName !== CONTROLLER_TAG) return true;
  }
  return false;
}

function safeRead(element: Element): PartialUpdateOptions | null {
  try {
    return readElementOptions(element);
  } catch (error) {
    logUnlessAborted(error);
    return null;
  }
}
