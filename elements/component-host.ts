/**
 * One mounted component: its lifecycle (decorated → in document → disposed, docs/elements.md), the
 * common props, the refresh rules and the partial update a committed value runs. It serves both
 * a custom element (`<fg-radio-select>`) and a plain element upgraded by `data-component`.
 */

import { type ComponentType, createElement, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { COMPONENT_REFRESH_DELAY_MS, PROCESS_STATE_DONE_PROGRESS } from '../src/components/constants.ts';
import { ComponentFrame, type ProcessState } from '../src/components/shared/ComponentFrame.tsx';
import type {
  CommonProps,
  ComponentProps,
  HostApi,
  SubmitValues,
} from '../src/components/shared/component-props.ts';
import { ComponentAlreadyRenderedError, ComponentIdMissingError } from '../src/core/errors.ts';
import {
  emit,
  type FocusUnplacedDetail,
  type ProcessStateDetail,
  type PushDetail,
} from '../src/core/events.ts';
import type { FocusSnapshot } from '../src/core/focus-keeper.ts';
import { logUnlessAborted } from '../src/core/log-unless-aborted.ts';
import { partialUpdate } from '../src/core/partial-update.ts';
import type { PartialUpdateOptions } from '../src/core/settings.ts';
import { ownChildren, releaseChildren } from '../src/core/swap/child-owners.ts';
import { messagesOrNone, resolveLang, translateWithOverrides } from '../src/i18n/index.ts';
import { kebabCase } from '../src/protocol/kebab-case.ts';
import { type AttributeType, parseAttribute } from './attribute-props.ts';
import {
  focusedControlIndex,
  focusSamePlaceIfLost,
  focusWithin,
  placeFocusInside,
} from './focus-placement.ts';
import { mountInSlices } from './mount-slices.ts';
import { rootMounted, rootUnmounted } from './mounted-roots.ts';
import { readCommitOptions, readPuOptions } from './pu-attributes.ts';

/** Written by the host itself from `ignore-changes` (the forms-changes detection skips the element). */
const IGNORE_CHANGES_ATTRIBUTE = 'data-ignore-changes';

export type LifecycleState = 'decorated' | 'in-document' | 'disposed';

export interface HostDefinition<Props> {
  readonly component: ComponentType<ComponentProps<Props>>;
  /** Prop name → attribute type, own props and the common ones together. */
  readonly propTypes: Readonly<Record<string, AttributeType>>;
  /** Reads what the component needs from the server-rendered children, before the first render. */
  readonly readServerMarkup?: (element: HTMLElement) => Partial<Props>;
  readonly shadow?: 'open' | 'closed';
}

export class ComponentHost<Props> implements HostApi {
  state: LifecycleState = 'decorated';
  private root: Root | null = null;
  /** Rendered: its root mounted, or waiting for its slice. */
  private mounting = false;
  private mountPoint: HTMLElement | null = null;
  private props: Record<string, unknown> = {};
  private serverData: Partial<Props> | null = null;
  private capturedNodes: Node[] = [];
  /** The server control that had the focus when its markup was taken over (by id, with the caret). */
  private focusCarry: FocusSnapshot | null = null;
  /** Where among its controls the server markup had the focus before the first commit (null: it had not). */
  private serverFocusIndex: number | null = null;
  /** The focus a swap could not place between this component's takeover and its first render. */
  private unplacedFocus: FocusUnplacedDetail | null = null;
  /** React's first commit has replaced the server markup. */
  private committed = false;
  private processState: ProcessState | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private disposeQueued = false;
  /** Called once the host is disposed (plain elements stop watching their attributes). */
  onDispose: (() => void) | null = null;

  constructor(
    readonly element: HTMLElement,
    private readonly definition: HostDefinition<Props>,
  ) {
    for (const [prop, type] of Object.entries(definition.propTypes)) this.readProp(prop, type);
  }

  get id(): string {
    return this.element.id;
  }

  get serverNodes(): readonly Node[] {
    return this.capturedNodes;
  }

  /**
   * First render: throws when the element has no id or was rendered already. `shadowRoot` is the
   * one the element made for a `shadow` definition (a closed one cannot be read back). The root is
   * mounted in this task, or in a later slice when many upgrade at once (mount-slices.ts) — at once
   * when the visitor is in the server markup.
   */
  render(shadowRoot?: ShadowRoot): void {
    if (this.mounting) throw new ComponentAlreadyRenderedError();
    if (!this.element.id) throw new ComponentIdMissingError(this.element.localName);
    this.mounting = true;
    this.state = 'in-document';
    if (focusWithin(this.element)) this.mount(shadowRoot);
    else mountInSlices(() => this.mount(shadowRoot));
  }

  private mount(shadowRoot?: ShadowRoot): void {
    // Disposed while its slice was waiting: nothing to mount.
    if (!this.mounting) return;
    try {
      if (!this.serverData) this.captureServerMarkup();
    } catch (error) {
      // Its markup could not be read: not rendered, so a later connection tries again.
      this.mounting = false;
      this.state = 'decorated';
      throw error;
    }
    this.root = createRoot(this.container(shadowRoot));
    rootMounted();
    // A morph keeps this element, hands its attributes on as props and leaves React's DOM alone.
    ownChildren(this.element, [IGNORE_CHANGES_ATTRIBUTE]);
    document.addEventListener('fg:push', this.onPush);
    document.addEventListener('fg:process-state', this.onProcessState);
    document.addEventListener('fg:focus-unplaced', this.onFocusUnplaced);
    // The visitor may be typing in the server field: the first render then commits in this task, for
    // a key pressed before React's own (later) commit would go to a field about to be replaced.
    if (this.focusCarry) flushSync(() => this.update());
    // Else it is a transition: React yields to the browser every few milliseconds while it renders,
    // so a large component (a category tree, a long list of choices) makes no long task; the server
    // markup is shown until the commit.
    else startTransition(() => this.update());
  }

  /** Connected (again): a move keeps the mounted root; a first connection renders. */
  connected(shadowRoot?: ShadowRoot): void {
    if (!this.mounting) this.render(shadowRoot);
  }

  /**
   * Disconnected: `leave` (disposal by default) waits a microtask and runs only if the element
   * stayed out, so a node moved within the page is not remounted.
   */
  disconnected(leave: () => void = () => this.dispose()): void {
    if (this.disposeQueued) return;
    this.disposeQueued = true;
    queueMicrotask(() => {
      this.disposeQueued = false;
      if (!this.element.isConnected) leave();
    });
  }

  dispose(): void {
    this.mounting = false;
    this.committed = false;
    this.element.removeEventListener('focusin', this.onServerMarkupFocused);
    clearTimeout(this.refreshTimer);
    document.removeEventListener('fg:push', this.onPush);
    document.removeEventListener('fg:process-state', this.onProcessState);
    document.removeEventListener('fg:focus-unplaced', this.onFocusUnplaced);
    if (this.root) {
      this.root.unmount();
      this.root = null;
      rootUnmounted();
    }
    releaseChildren(this.element);
    this.mountPoint?.remove();
    this.mountPoint = null;
    this.state = 'disposed';
    this.onDispose?.();
  }

  attributeChanged(attribute: string): void {
    const prop = Object.keys(this.definition.propTypes).find((name) => kebabCase(name) === attribute);
    const type = prop ? this.definition.propTypes[prop] : undefined;
    if (!prop || !type) return;
    this.readProp(prop, type);
    if (this.root) this.update();
  }

  async commit(values: SubmitValues = []): Promise<void> {
    if (this.common().dispatchChangeEvent) this.element.dispatchEvent(new Event('change', { bubbles: true }));
    await this.runPuAttributes(this.element, values);
  }

  async submitForm(form: HTMLFormElement, submitter: HTMLElement | null = null): Promise<void> {
    const options = readPuOptions(this.element, []);
    if (!options) return;
    try {
      await partialUpdate({ ...options, uiEvent: true }, { source: submitter ?? form, form, submitter });
    } catch (error) {
      logUnlessAborted(error);
    }
  }

  t = (key: string, params?: Record<string, string | number>): string => {
    const { lang, messages } = this.common();
    return translateWithOverrides(lang, messages, key, params);
  };

  dispatch(name: string, detail?: unknown): void {
    this.element.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private readProp(prop: string, type: AttributeType): void {
    const value = parseAttribute(this.element, kebabCase(prop), type);
    if (value === undefined) delete this.props[prop];
    else this.props[prop] = value;
  }

  private common(): CommonProps {
    const props = this.props as Partial<CommonProps>;
    return {
      ...(props as CommonProps),
      messages: messagesOrNone(props.messages),
      lang: resolveLang(this.element),
    };
  }

  /**
   * The server children are taken over (React owns the element) unless they are to be decorated in
   * place. They stay in the page until React's first commit replaces them in one step (React empties
   * its container at its first commit, react.dev `createRoot`): a script or a screen reader reading
   * the page meanwhile finds the server's fields, and the element keeps its box.
   */
  private captureServerMarkup(): void {
    this.serverData = this.definition.readServerMarkup?.(this.element) ?? {};
    this.capturedNodes = [...this.element.childNodes];
    if (this.definition.shadow || this.common().allowDecorateInnerElements) return;
    this.focusCarry = focusWithin(this.element);
    this.serverFocusIndex = focusedControlIndex(this.element);
    if (!this.focusCarry) this.element.addEventListener('focusin', this.onServerMarkupFocused);
  }

  /**
   * The server markup focused before the first commit (a tab, a swap's focus restore): the first
   * render commits before the next key can arrive, in a microtask, once whoever focused it has done
   * so (a restore that sees its field gone at once would focus the region instead). Each focus
   * until then moves the place the rendered markup's focus goes to: a visitor may tab on meanwhile.
   */
  private onServerMarkupFocused = (): void => {
    this.serverFocusIndex = focusedControlIndex(this.element);
    queueMicrotask(() => {
      if (this.committed || !this.root) return;
      this.focusCarry = focusWithin(this.element);
      if (this.focusCarry) flushSync(() => this.update());
    });
  };

  /** After the first render: the rendered control with the focused server control's id takes the focus. */
  private onMounted = (): void => {
    this.committed = true;
    this.element.removeEventListener('focusin', this.onServerMarkupFocused);
    document.removeEventListener('fg:focus-unplaced', this.onFocusUnplaced);
    placeFocusInside(this.element, this.focusCarry ?? this.unplacedFocus);
    if (this.serverFocusIndex !== null) focusSamePlaceIfLost(this.element, this.serverFocusIndex);
    this.serverFocusIndex = null;
    this.focusCarry = null;
    this.unplacedFocus = null;
    emit(this.element, 'fg:upgraded', { id: this.id });
  };

  private container(shadowRoot?: ShadowRoot): Element {
    if (this.definition.shadow) {
      const root =
        shadowRoot ?? this.element.shadowRoot ?? this.element.attachShadow({ mode: this.definition.shadow });
      // The slot the element made stays: a new one would re-slot the light DOM, and the browser
      // would restyle and lay out all of it again (14–116 ms for the page root at 4× CPU).
      if (!root.querySelector('slot')) root.append(document.createElement('slot'));
      return this.mountPointIn(root);
    }
    if (!this.common().allowDecorateInnerElements) return this.element;
    // The server children stay; React renders beside them.
    return this.mountPointIn(this.element);
  }

  /** A box that takes no layout, appended to `parent`, for React to render into beside what is there. */
  private mountPointIn(parent: Element | ShadowRoot): HTMLElement {
    this.mountPoint = document.createElement('div');
    this.mountPoint.style.display = 'contents';
    this.mountPoint.dataset.fgRoot = '';
    parent.append(this.mountPoint);
    return this.mountPoint;
  }

  private update(): void {
    const common = this.common();
    if (common.ignoreChanges) this.element.dataset.ignoreChanges = 'true';
    else if (this.element.dataset.ignoreChanges === 'true') delete this.element.dataset.ignoreChanges;
    const props = { ...this.serverData, ...this.props, ...common, host: this } as ComponentProps<Props>;
    this.root?.render(
      createElement(
        ComponentFrame,
        {
          id: this.id,
          tooltip: common.tooltip,
          error: common.error,
          watchesProcessState: Boolean(common.processStateToken),
          processState: this.processState,
          progressLabel: this.t('component.progress'),
          onMounted: this.onMounted,
        },
        createElement(this.definition.component, props),
      ),
    );
  }

  /** A swap while this component was rendering could not place the focus: perhaps on its control. */
  private onFocusUnplaced = (event: CustomEvent<FocusUnplacedDetail>): void => {
    this.unplacedFocus = event.detail;
  };

  private onPush = (event: CustomEvent<PushDetail>): void => {
    const refreshEvent = this.common().refreshEvent;
    if (!refreshEvent || event.detail.event !== refreshEvent) return;
    // The container around it is being replaced already: the new markup brings the new state.
    if (this.element.closest('[aria-busy="true"]')) return;
    this.scheduleRefresh(false);
  };

  private onProcessState = (event: CustomEvent<ProcessStateDetail>): void => {
    const { processStateToken, callPUAfterProcessStateTokenRefresh } = this.common();
    if (!processStateToken || event.detail.token !== processStateToken) return;
    this.processState = { message: event.detail.message, progress: event.detail.progress };
    this.update();
    if (event.detail.progress >= PROCESS_STATE_DONE_PROGRESS) {
      this.scheduleRefresh(callPUAfterProcessStateTokenRefresh);
    }
  };

  /** Several triggers close together give one refresh, COMPONENT_REFRESH_DELAY_MS after the last. */
  private scheduleRefresh(thenRunPu: boolean): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => void this.refresh(thenRunPu), COMPONENT_REFRESH_DELAY_MS);
  }

  /** A refresh is a partial update of the element's own id; it alters no history. */
  private async refresh(thenRunPu: boolean): Promise<void> {
    const id = this.id;
    await this.run({ target: id }, this.element);
    if (!thenRunPu) return;
    // The refresh replaced the element: the new one carries the current pu-* attributes.
    await this.runPuAttributes(document.getElementById(id) ?? this.element, []);
  }

  private async runPuAttributes(source: HTMLElement, values: SubmitValues): Promise<void> {
    const options = readCommitOptions(source, values);
    if (options) await this.run({ ...options, uiEvent: true }, source);
  }

  private async run(options: PartialUpdateOptions, source: Element): Promise<void> {
    try {
      await partialUpdate(options, { source });
    } catch (error) {
      logUnlessAborted(error);
    }
  }
}
