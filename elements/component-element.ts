/**
 * The element base of defineReactElement: the custom element class of one component definition,
 * made by r2wc and driving a ComponentHost.
 *
 * It is built on @r2wc/core 1.3.1 (`r2wc(Component, options, renderer)`, the core that
 * @r2wc/react-to-web-component 2.1.1 is made of) with our own renderer, not by subclassing the
 * React package's class: that class brings a renderer of its own (createRoot on the element, r2wc's
 * props passed straight to the component), which would render over the server markup and skip the
 * common props, the frame and the root count; replacing it from a subclass takes more code than
 * giving the core the renderer we need.
 *
 * Everything r2wc does by default that CMS markup needs the other way is overridden below, in
 * `componentElementClass` and nowhere else.
 */
import r2wc, { type R2WCBaseProps, type R2WCRenderer } from '@r2wc/core';
import { ComponentHost, type HostDefinition, type LifecycleState } from './component-host.ts';
import { deferredUntilDue } from './upgrade-policy.ts';

/** A defined component element: `<tag-name>` and `render()` once; state for tests. */
export interface ReactElement extends HTMLElement {
  /** Renders the component; throws ComponentIdMissingError or ComponentAlreadyRenderedError. */
  render(): void;
  readonly lifecycleState: LifecycleState;
}

/** What r2wc's class has that the subclass builds on (its type says only CustomElementConstructor). */
type R2WCElementClass = new () => HTMLElement & {
  /** The element itself, or its shadow root with a `shadow` definition. */
  readonly container: HTMLElement | ShadowRoot;
  connectedCallback(): void;
  disconnectedCallback(): void;
};

/** r2wc hands the renderer a container: the element, or the shadow root it attached. */
const shadowRootOf = (container: Node) => (container instanceof ShadowRoot ? container : undefined);

export function componentElementClass<Props>(
  definition: HostDefinition<Props>,
  observedAttributes: readonly string[],
): CustomElementConstructor {
  const hosts = new WeakMap<Node, ComponentHost<Props>>();

  // ── r2wc's defaults overridden, one reason each ──────────────────────────────────────────────
  const renderer: R2WCRenderer<R2WCBaseProps, ComponentHost<Props> | undefined> = {
    // Rendering over the server markup: the host takes the server children over first.
    mount: (container) => {
      const host = hosts.get(shadowRootOf(container)?.host ?? container);
      host?.connected(shadowRootOf(container));
      return host;
    },
    // Re-rendering a moved element on reconnection: nothing changed, the mounted root stays (one whose
    // server markup could not be read, and so has none, renders now).
    update: (host, props) => host?.connected(shadowRootOf(props.container as Node)),
    // Reached only through the deferred disconnect below: the host unmounts and counts the root out.
    unmount: (host) => host?.dispose(),
  };
  const R2WCElement = r2wc(
    // r2wc only hands the component to the renderer, where the host renders it in its frame.
    definition.component as never,
    {
      shadow: definition.shadow,
      // No r2wc transforms (attribute-props.ts parses): a removed or empty attribute must apply,
      // booleans are HTML's (present = true, not /^[ty1-9]/), bad JSON is logged rather than
      // thrown mid-upgrade, and `callPUAfter…` is `call-pu-after-…` (r2wc: `call-pUAfter-…`).
      props: [],
      // r2wc's events neither bubble nor cross shadow roots: the host dispatches ours.
      events: [],
    },
    renderer,
  ) as unknown as R2WCElementClass;

  class ComponentElement extends R2WCElement implements ReactElement {
    static get observedAttributes(): readonly string[] {
      return observedAttributes;
    }

    // r2wc re-renders a detached element on an attribute change, mounting it there: only a mounted host does.
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (oldValue !== value) this.host.attributeChanged(name);
    }

    // r2wc lets a failed first render (no id) escape the upgrade: logged, the server markup stays usable.
    // An element its upgrade policy holds back renders once it is due (upgrade-policy.ts).
    override connectedCallback(): void {
      if (deferredUntilDue(this, () => this.connectedCallback())) return;
      try {
        super.connectedCallback();
      } catch (error) {
        console.error(error);
      }
    }

    // r2wc unmounts on every disconnect: a node moved by a partial update or a popup keeps its state.
    override disconnectedCallback(): void {
      this.host.disconnected(() => super.disconnectedCallback());
    }
    // ──────────────────────────────────────────────────────────────────────────────────────────

    private readonly host = new ComponentHost(this, definition);

    constructor() {
      super();
      hosts.set(this, this.host);
      // r2wc attached a `shadow` definition's root just now, long before the first render (which waits
      // for the upgrade policy and a mount slice): a slot shows the server's children meanwhile, or the
      // element would show nothing and the page below it would move. It stays: React renders beside it.
      const root = shadowRootOf(this.container);
      if (root && !root.hasChildNodes()) root.append(document.createElement('slot'));
    }

    get lifecycleState(): LifecycleState {
      return this.host.state;
    }

    render(): void {
      this.host.render(shadowRootOf(this.container));
    }
  }

  return ComponentElement;
}
