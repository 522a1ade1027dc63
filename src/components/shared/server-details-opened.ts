import type { HostApi } from './component-props.ts';

/**
 * Whether the visitor opened a `<details>` of the element's server markup before its component
 * took it over: a click on a `<summary>` is not held while the element upgrades
 * (elements/upgrade-policy.ts), so the native disclosure answers the first tap, and the component
 * renders open from it. Read at the first commit (a layout effect), not before the render: the tap
 * may come while that render is under way.
 */
export function serverDetailsOpened(host: HostApi): boolean {
  return host.serverNodes.some((node) => node instanceof HTMLDetailsElement && node.open);
}
