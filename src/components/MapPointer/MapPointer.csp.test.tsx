/**
 * The store map on a page served with the strict Content-Security-Policy of docs/security.md
 * (Trusted Types required, styles only with the page's nonce; scripts/wtr/strict-csp.mjs): Leaflet
 * loads, its styles apply, the markers are placed, and no violation is reported.
 */
import { expect } from 'chai';
import '../../../elements/fg-map-pointer.ts';
import { inAct, removeFixture } from '../../../elements/test-support/react-act.ts';
import { parseHTMLFragment } from '../../core/trusted-html.ts';
import { MAP_POINTER_STYLES_ID } from './map-pointer-styles.ts';
import { mapsPlaced, storeMapMarkup } from './test-support/map-markup.ts';

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`);
});

/** The nonce of the runner's own scripts: the page's nonce, hidden from attributes by the browser. */
const pageNonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';

describe('MapPointer under a strict Content-Security-Policy with Trusted Types', () => {
  const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  let root: HTMLElement;
  let meta: HTMLMetaElement;

  before(async () => {
    meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = pageNonce;
    document.head.append(meta);
    root = document.createElement('div');
    // The map under test upgrades at once, whatever its default policy (upgrade-policy.ts): a test
    // page in a tab behind another one never sees it come into view.
    root.setAttribute('upgrade', 'load');
    await inAct(() => {
      root.append(parseHTMLFragment(storeMapMarkup()));
      document.body.append(root);
    });
    await mapsPlaced();
  });

  after(async () => {
    await removeFixture(root);
    meta.remove();
  });

  it('runs under the page’s policy (the header is there)', () => {
    expect(pageNonce).not.to.equal('');
  });

  it('loads Leaflet and places the markers, with no violation', () => {
    expect(root.querySelectorAll('.leaflet-marker-icon')).to.have.length(3);
    expect(violations).to.deep.equal([]);
  });

  it('applies Leaflet’s styles from a style element that carries the page’s nonce', () => {
    const style = document.getElementById(MAP_POINTER_STYLES_ID) as HTMLStyleElement;
    expect(style.nonce).to.equal(pageNonce);
    const pane = root.querySelector('.leaflet-pane') as HTMLElement;
    expect(getComputedStyle(pane).position).to.equal('absolute');
  });

  it('puts the innerHTML setter back once Leaflet has loaded', () => {
    expect(Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')?.set).to.equal(innerHTML?.set);
  });
});
