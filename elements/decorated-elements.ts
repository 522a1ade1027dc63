/**
 * Components mounted on plain elements (`<div data-component="Name" id="...">`): a plain element
 * has no lifecycle callbacks, so attribute changes and removal from the document are observed.
 * One document observer serves them all, and runs only while any is mounted.
 */
import { ComponentAlreadyRenderedError } from '../src/core/errors.ts';
import type { LifecycleState } from './component-host.ts';

/** What drives one decorated element: a React component's host, or a behaviour's (define-behaviour-element.ts). */
export interface DecoratedHost {
  readonly state: LifecycleState;
  render(): void;
  attributeChanged(attribute: string): void;
  disconnected(): void;
  onDispose: (() => void) | null;
}

const hosts = new Map<HTMLElement, DecoratedHost>();
let removalObserver: MutationObserver | null = null;

export function decoratePlainElement(
  element: HTMLElement,
  makeHost: () => DecoratedHost,
  observedAttributes: readonly string[],
): void {
  if (hosts.get(element)?.state === 'in-document') throw new ComponentAlreadyRenderedError();
  const host = makeHost();
  host.render();
  hosts.set(element, host);
  const attributes = new MutationObserver((records) => {
    for (const record of records) if (record.attributeName) host.attributeChanged(record.attributeName);
  });
  attributes.observe(element, { attributes: true, attributeFilter: [...observedAttributes] });
  host.onDispose = () => {
    attributes.disconnect();
    hosts.delete(element);
    if (hosts.size === 0) stopWatchingRemovals();
  };
  watchRemovals();
}

/** The lifecycle state of a component mounted on a plain element, or null if none is. */
export function lifecycleStateOf(element: HTMLElement): LifecycleState | null {
  return hosts.get(element)?.state ?? null;
}

function watchRemovals(): void {
  if (removalObserver) return;
  removalObserver = new MutationObserver(() => {
    for (const [element, host] of hosts) if (!element.isConnected) host.disconnected();
  });
  removalObserver.observe(document.documentElement, { childList: true, subtree: true });
}

function stopWatchingRemovals(): void {
  removalObserver?.disconnect();
  removalObserver = null;
}
