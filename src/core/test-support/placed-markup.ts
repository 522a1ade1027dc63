/**
 * Markup a test puts into the page: `placeMarkup(html)` appends it in a fresh host element and
 * returns the host; `removePlacedMarkup()` (in afterEach) takes every host away again.
 */
const hosts = new Set<HTMLElement>();

export function placeMarkup(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  hosts.add(host);
  return host;
}

export function removePlacedMarkup(): void {
  for (const host of hosts) host.remove();
  hosts.clear();
}
