/**
 * defineBehaviourElement(tagName, attach, options): a component that adds behaviour, and at most a
 * few controls of its own, to the server markup around it (the page's layout root, the icon sprite,
 * the carousel) — as a custom element and on `<div data-component="Name" id="...">`, without
 * React. It keeps the lifecycle of a React element (docs/elements.md): its upgrade policy,
 * `lifecycleState`, `fg:upgraded` once the behaviour is attached, a move within the page keeps it,
 * leaving the document detaches it. A page whose elements are all of this kind never loads React.
 */
import { emit } from '../src/core/events.ts';
import { ownChildren, releaseChildren } from '../src/core/swap/child-owners.ts';
import { kebabCase } from '../src/protocol/kebab-case.ts';
import { type AttributeType, type PropTypes, parseAttribute } from './attribute-props.ts';
import type { LifecycleState } from './component-host.ts';
import { type DecoratedHost, decoratePlainElement } from './decorated-elements.ts';
import { deferredUntilDue } from './upgrade-policy.ts';

/**
 * Attaches the behaviour to the element with the values of its attributes (parsed as a React
 * element's are, attribute-props.ts; a missing or malformed one is undefined); returns what
 * detaches it, or an attached behaviour that also takes new attribute values in place (else a
 * change detaches it and attaches it again).
 */
export type AttachBehaviour<Props> = (
  element: HTMLElement,
  props: Partial<Props>,
) => (() => void) | AttachedBehaviour<Props>;

export interface AttachedBehaviour<Props> {
  /** The attributes changed: the behaviour follows them, keeping its state. */
  update(props: Partial<Props>): void;
  detach(): void;
}

export interface BehaviourElementOptions<Props> {
  /** The attributes the behaviour reads (kebab-case names): prop → type. A change updates it. */
  props?: PropTypes<Props>;
  /**
   * The behaviour renders the element's children (the carousel): a morph keeps the attached
   * element whole and only hands its attributes on, as it does for a React element.
   */
  ownsChildren?: boolean;
}

/** What a component chunk exports (component-chunk.ts). */
export interface BehaviourElementDefinition {
  readonly tagName: string;
  decorate(element: HTMLElement): void;
}

/** A defined behaviour element; `lifecycleState` for tests, as a React element has. */
export interface BehaviourElement extends HTMLElement {
  readonly lifecycleState: LifecycleState;
}

/** One element's behaviour: attached while the element is in the document. */
class BehaviourHost<Props> implements DecoratedHost {
  state: LifecycleState = 'decorated';
  onDispose: (() => void) | null = null;
  private attached: AttachedBehaviour<Props> | null = null;
  private disposeQueued = false;

  constructor(
    private readonly element: HTMLElement,
    private readonly attach: AttachBehaviour<Props>,
    private readonly options: BehaviourElementOptions<Props>,
  ) {}

  /** Attaches the behaviour unless it is attached (a moved element keeps it). */
  render(): void {
    if (this.attached) return;
    this.attached = this.attachNow();
    if (this.options.ownsChildren) ownChildren(this.element);
    this.state = 'in-document';
    emit(this.element, 'fg:upgraded', { id: this.element.id });
  }

  attributeChanged(): void {
    if (!this.attached) return;
    this.attached.update(this.props());
  }

  private attachNow(): AttachedBehaviour<Props> {
    const attached = this.attach(this.element, this.props());
    if (typeof attached !== 'function') return attached;
    // A behaviour that only detaches is attached again with the new values.
    let detach = attached;
    return {
      update: (props) => {
        detach();
        const again = this.attach(this.element, props);
        detach = typeof again === 'function' ? again : () => again.detach();
      },
      detach: () => detach(),
    };
  }

  private props(): Partial<Props> {
    const props: Record<string, unknown> = {};
    for (const [prop, type] of Object.entries(this.options.props ?? {}) as [string, AttributeType][])
      props[prop] = parseAttribute(this.element, kebabCase(prop), type);
    return props as Partial<Props>;
  }

  /** Detaches a microtask later, and only if the element stayed out: a move within the page keeps it. */
  disconnected(): void {
    if (this.disposeQueued) return;
    this.disposeQueued = true;
    queueMicrotask(() => {
      this.disposeQueued = false;
      if (!this.element.isConnected) this.dispose();
    });
  }

  private dispose(): void {
    this.attached?.detach();
    this.attached = null;
    releaseChildren(this.element);
    this.state = 'disposed';
    this.onDispose?.();
  }
}

export function defineBehaviourElement<Props>(
  tagName: string,
  attach: AttachBehaviour<Props>,
  options: BehaviourElementOptions<Props> = {},
): BehaviourElementDefinition {
  const observed = Object.keys(options.props ?? {}).map(kebabCase);

  class Element extends HTMLElement implements BehaviourElement {
    static readonly observedAttributes = observed;
    private readonly host = new BehaviourHost(this, attach, options);

    get lifecycleState(): LifecycleState {
      return this.host.state;
    }

    // An element its upgrade policy holds back attaches once it is due (upgrade-policy.ts).
    connectedCallback(): void {
      if (deferredUntilDue(this, () => this.connectedCallback())) return;
      try {
        this.host.render();
      } catch (error) {
        // The server markup stays as it is.
        console.error(error);
      }
    }

    disconnectedCallback(): void {
      this.host.disconnected();
    }

    attributeChangedCallback(_name: string, oldValue: string | null, value: string | null): void {
      if (oldValue !== value) this.host.attributeChanged();
    }
  }

  if (!customElements.get(tagName)) customElements.define(tagName, Element);
  return {
    tagName,
    decorate: (element) =>
      decoratePlainElement(element, () => new BehaviourHost(element, attach, options), observed),
  };
}
