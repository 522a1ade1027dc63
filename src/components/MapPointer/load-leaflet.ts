/**
 * Leaflet, loaded with the map element only (a chunk of its own), and its stylesheet as the
 * element's default styles: a `<style>` carrying the page's CSP nonce (default-styles.ts), so a
 * strict `style-src` needs no extra source.
 *
 * Leaflet probes inline SVG support while its module evaluates: `div.innerHTML = '<svg/>'` on a
 * fresh, detached div. A page that requires Trusted Types refuses that plain string, and the chunk
 * would not load. While Leaflet's module loads, that one probe — exactly that string, on an element
 * outside any document — is typed by the library's policy (trusted-html.ts); every other assignment
 * goes to the browser untouched, and the setter is put back as soon as the module is in.
 */
import { storefrontPolicy } from '../../core/trusted-html.ts';
import { installDefaultStyles } from '../shared/default-styles.ts';
import { MAP_POINTER_STYLES, MAP_POINTER_STYLES_ID } from './map-pointer-styles.ts';

export type Leaflet = typeof import('leaflet');

const LEAFLET_SVG_PROBE = '<svg/>';

let leaflet: Promise<Leaflet> | undefined;

/** Leaflet's module, imported once; its styles installed in the element's document. */
export function loadLeaflet(doc: Document = document): Promise<Leaflet> {
  installDefaultStyles(MAP_POINTER_STYLES_ID, MAP_POINTER_STYLES, doc);
  leaflet ??= importWithTypedSvgProbe().catch((error: unknown) => {
    leaflet = undefined; // the next map tries again
    throw error;
  });
  return leaflet;
}

async function importWithTypedSvgProbe(): Promise<Leaflet> {
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  const set = descriptor?.set;
  if (!descriptor || !set || !('trustedTypes' in window)) return import('leaflet/dist/leaflet-src.esm.js');
  Object.defineProperty(Element.prototype, 'innerHTML', {
    ...descriptor,
    set(this: Element, value: unknown) {
      const probe = value === LEAFLET_SVG_PROBE && !this.isConnected && this.parentNode === null;
      set.call(this, probe ? storefrontPolicy().createHTML(LEAFLET_SVG_PROBE) : value);
    },
  });
  try {
    return await import('leaflet/dist/leaflet-src.esm.js');
  } finally {
    Object.defineProperty(Element.prototype, 'innerHTML', descriptor);
  }
}
