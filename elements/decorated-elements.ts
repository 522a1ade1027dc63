/**
 * Components mounted on plain elements (`<div data-component="Name" id="...">`): a plain element
 * has no lifecycle callbacks, so attribute changes and removal from the document are observed.
 * One document observer serves them all, and runs only while any is mounted.
 */
import { ComponentAlreadyRenderedError } from '../src/core/errors.ts';
import { ComponentHost, type HostDefinition, type LifecycleState } from './component-host.ts';

const hosts = new Map<HTMLElement, ComponentHost<unknown>>();
let removalObserver: MutationObserver | null = null;

export function decoratePlainElement<Props>(
  element: HTMLElement,
  definition: HostDefinition<Props>,
  observedAttributes: string[],
): void {
  if (hosts.get(element)?.state === 'in-document') throw new ComponentAlreadyRenderedError();
  const host = new ComponentHost(element, definition) as ComponentHost<unknown>;
  host.render();
  hosts.set(element, host);
  const attributes = new MutationObserver((records) => {
    for (const record of records) if (record.attributeName) host.attributeChanged(record.attributeName);
  });
  attributes.observe(element, { attributes: true, attributeFilter: observedAttributes });
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
