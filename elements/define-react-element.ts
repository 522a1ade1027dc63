/**
 * defineReactElement(tagName, Component, options): a React component as a custom element for CMS
 * markup, and the same component mountable on `<div data-component="Name" id="...">`.
 *
 * The option shape follows @r2wc/react-to-web-component (`props` as prop → 'string' | 'number' |
 * 'boolean' | 'json', `events`, `shadow`); the class comes from r2wc too (component-element.ts,
 * which says how and what it overrides). The parsing is attribute-props.ts: HTML boolean semantics,
 * removed attributes reset, malformed values logged. Events bubble and are composed. Light DOM by
 * default so the shop's CSS applies; `shadow: 'open'` opts in.
 */

import { type ComponentType, createElement } from 'react';
import type { ComponentProps } from '../src/components/shared/component-props.ts';
import { kebabCase } from '../src/protocol/kebab-case.ts';
import { type AttributeType, COMMON_PROP_TYPES, type PropTypes } from './attribute-props.ts';
import { componentElementClass } from './component-element.ts';
import { ComponentHost, type HostDefinition } from './component-host.ts';
import { decoratePlainElement } from './decorated-elements.ts';

export type { AttributeType, PropTypes } from './attribute-props.ts';
export type { ReactElement } from './component-element.ts';
export type { LifecycleState } from './component-host.ts';
export { lifecycleStateOf } from './decorated-elements.ts';
export { mountedRootCount } from './mounted-roots.ts';

export interface ReactElementOptions<Props> {
  /** Own props read from attributes (kebab-case names): prop → type. The common props are added. */
  props?: PropTypes<Props>;
  /** Function props that dispatch a bubbling, composed DOM event: prop → event name. */
  events?: { readonly [K in keyof Props]?: string };
  /** Reads what the component needs from the server-rendered children before the first render. */
  readServerMarkup?: (element: HTMLElement) => Partial<Props>;
  /**
   * Give the element a shadow root with a slot: the server children stay in the light DOM and show
   * through the slot, which stays; the component renders beside it, into the shadow root.
   */
  shadow?: 'open' | 'closed';
}

export interface ReactElementDefinition {
  readonly tagName: string;
  readonly elementClass: CustomElementConstructor;
  /**
   * Mounts the component on a plain element (`data-component`); it is disposed when the element
   * leaves the document. Throws ComponentIdMissingError, or ComponentAlreadyRenderedError when
   * the element carries a mounted component already.
   */
  decorate(element: HTMLElement): void;
}

export function defineReactElement<Props>(
  tagName: string,
  component: ComponentType<ComponentProps<Props>>,
  options: ReactElementOptions<Props> = {},
): ReactElementDefinition {
  const definition = hostDefinition(component, options);
  const observed = Object.keys(definition.propTypes).map(kebabCase);

  const ComponentElement = componentElementClass(definition, observed);
  if (!customElements.get(tagName)) customElements.define(tagName, ComponentElement);

  return {
    tagName,
    elementClass: customElements.get(tagName) ?? ComponentElement,
    decorate: (element) =>
      decoratePlainElement(element, () => new ComponentHost(element, definition), observed),
  };
}

function hostDefinition<Props>(
  component: ComponentType<ComponentProps<Props>>,
  options: ReactElementOptions<Props>,
): HostDefinition<Props> {
  const events = Object.entries(options.events ?? {}) as [string, string][];
  // Event props become callbacks that dispatch the DOM event on the element.
  const withEvents: ComponentType<ComponentProps<Props>> =
    events.length === 0
      ? component
      : (props) => {
          const callbacks = Object.fromEntries(
            events.map(([prop, name]) => [prop, (detail?: unknown) => props.host.dispatch(name, detail)]),
          );
          return createElement(component, { ...props, ...callbacks });
        };
  return {
    component: withEvents,
    propTypes: { ...COMMON_PROP_TYPES, ...(options.props as Record<string, AttributeType> | undefined) },
    readServerMarkup: options.readServerMarkup,
    shadow: options.shadow,
  };
}
