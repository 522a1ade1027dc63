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
  const renderer: R2WCRenderer<R2WCBaseProps, ComponentHost<Props> | undefined> = {
    mount: (container) => {
      const host = hosts.get(shadowRootOf(container)?.host ?? container);
      host?.connected(shadowRootOf(container));
      return host;
    },
    // Called when a moved element connects again (r2wc passes no props): the mounted root stays.
    update: () => {},
    unmount: (host) => host?.dispose(),
  };

  // The overrides of r2wc's defaults, one reason each:
  const R2WCElement = r2wc(
    definition.component as never,
    {
      shadow: definition.shadow,
      // Its attribute transforms skip removed or empty values, read booleans as /^[ty1-9]/, throw on
      // bad JSON mid-upgrade and dash `callPUAfter…` wrongly: attribute-props.ts parses instead.
      props: [],
      // Its events neither bubble nor cross shadow roots: the host dispatches ours (HostApi.dispatch).
      events: [],
    },
    renderer,
  ) as unknown as R2WCElementClass;

  class ComponentElement extends R2WCElement implements ReactElement {
    static get observedAttributes(): readonly string[] {
      return observedAttributes;
    }

    private readonly host = new ComponentHost(this, definition);

    constructor() {
      super();
      hosts.set(this, this.host);
    }

    get lifecycleState(): LifecycleState {
      return this.host.state;
    }

    render(): void {
      this.host.render(shadowRootOf(this.container));
    }

    // r2wc re-renders on an attribute change even while detached (mounting it there): only a mounted host re-renders.
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (oldValue !== value) this.host.attributeChanged(name);
    }

    // r2wc renders over the server markup: its mount is our renderer, where the host takes the children
    // over first. A failed first render (no id) would escape the upgrade: the server markup stays usable.
    override connectedCallback(): void {
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
  }

  return ComponentElement;
}
