/**
 * The map's poster: a picture of the first view under the map from the first render until the
 * map's tiles have loaded (and faded in), the same image element as the server's, refused when its
 * address is not http(s).
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { createRoot } from 'react-dom/client';
import sinon from 'sinon';
import '../../../elements/fg-map-pointer.ts';
import { inAct, mountFixture, removeFixture, untilInAct } from '../../../elements/test-support/react-act.ts';
import { hostileAddress } from '../../core/test-support/hostile-addresses.ts';
import { MapPoster } from './MapPoster.tsx';
import { readMapPointer } from './read-map-pointer.ts';
import { mapsPlaced, STORES, storeMapMarkup, TEST_TILES } from './test-support/map-markup.ts';

/** A real image of the test server (any picture serves as a poster). */
const POSTER = '/node_modules/leaflet/dist/images/layers-2x.png';
/** The element with a poster, and the server's poster image in its frame. */
const markup = (poster = POSTER, more = '') =>
  storeMapMarkup(STORES, `tiles="${TEST_TILES}" attribution="Demo tiles" poster="${poster}" ${more}`).replace(
    '<div class="fg-map-pointer__map-frame">',
    `<div class="fg-map-pointer__map-frame"><img class="fg-map-pointer__poster" src="${poster}" alt="" width="640" height="480">`,
  );

describe('MapPointer: the poster', () => {
  let root: HTMLElement | undefined;
  let clock: sinon.SinonFakeTimers | undefined;
  const poster = () => root?.querySelector<HTMLImageElement>('img.fg-map-pointer__poster') ?? null;
  const map = () => root?.querySelector('.fg-map-pointer__map') as HTMLElement;
  const tiles = () => [...(root?.querySelectorAll('img.leaflet-tile') ?? [])];
  const tilesLoaded = () =>
    tiles().length > 0 && tiles().every((tile) => tile.matches('.leaflet-tile-loaded'));
  /** Mounts the markup and waits until its maps have placed their markers. */
  const mount = async (html: string) => {
    root = await mountFixture(html);
    await mapsPlaced();
  };
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    if (root) await removeFixture(root);
    root = undefined;
    sinon.restore();
  });

  it('shows the poster under the map, the map’s ground clear, until the tiles have loaded and faded in', async () => {
    sinon.stub(window, 'matchMedia').returns({ matches: false } as MediaQueryList); // motion allowed
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await mount(markup());
    expect(poster()?.compareDocumentPosition(map()) ?? 0).to.equal(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(getComputedStyle(poster() as HTMLImageElement).position).to.equal('absolute');
    expect(getComputedStyle(map()).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    await untilInAct(tilesLoaded, 'the tiles loaded');
    // Leaflet fades the last tiles in over 200 ms: the poster stays under them meanwhile.
    await inAct(() => clock?.tick(249));
    expect(poster()).not.to.equal(null);
    await inAct(() => clock?.tick(1));
    expect(poster()).to.equal(null);
    expect(getComputedStyle(map()).backgroundColor).to.equal('rgb(221, 221, 221)');
  });

  it('leaves as soon as the tiles have loaded with reduced motion (no fade)', async () => {
    sinon.stub(window, 'matchMedia').returns({ matches: true } as MediaQueryList);
    await mount(markup());
    await untilInAct(() => tilesLoaded() && poster() === null, 'the tiles loaded and the poster gone');
  });

  it('renders the server’s image again: same address, size, empty alt, high priority, decoded off the main thread', async () => {
    await mount(markup());
    const img = poster() as HTMLImageElement;
    expect(img.closest('fg-map-pointer')?.querySelector('.fg-map-pointer__map')).not.to.equal(null);
    expect(img.src).to.equal(new URL(POSTER, document.baseURI).href);
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['640', '480']);
    expect(img.getAttribute('alt')).to.equal('');
    expect(img.getAttribute('fetchpriority')).to.equal('high');
    expect(img.getAttribute('decoding')).to.equal('async');
  });

  it('takes its text alternative from poster-alt', async () => {
    await mount(markup(POSTER, 'poster-alt="Mapa prodejen"'));
    expect(poster()?.alt).to.equal('Mapa prodejen');
  });

  it('is 4:3 when the server markup gave it no size', async () => {
    await mount(storeMapMarkup(STORES, `tiles="${TEST_TILES}" poster="${POSTER}"`));
    const img = poster();
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).to.deep.equal(['800', '600']);
  });

  it('logs an address that is not http(s) and shows no poster', async () => {
    const error = sinon.stub(console, 'error');
    await mount(storeMapMarkup(STORES, `tiles="${TEST_TILES}" poster="javascript:alert(1)"`));
    expect(poster()).to.equal(null);
    expect(
      error.calledWith(
        'Map poster "javascript:alert(1)" on #stores is not an http(s) address: it is not shown.',
      ),
    ).to.equal(true);
  });
});

/** A document without a window: nothing in it upgrades or loads. */
const inert = document.implementation.createHTMLDocument('');

describe('MapPoster: an address from the markup', function () {
  this.timeout(60_000);

  it('shows a hostile address only as the http(s) URL it resolves to, and logs every other', async () => {
    // Rendered in a document without a window: its images are never requested.
    const host = inert.createElement('div');
    const react = createRoot(host);
    const error = sinon.stub(console, 'error');
    // A poster of its own each run: one shown the same refused address twice in a row logs it once
    // (fast-check may draw the same address twice running: seed -1539534616, "//?pu=%7B%7D").
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(hostileAddress(), async (address) => {
          error.resetHistory();
          run += 1;
          await inAct(() =>
            react.render(<MapPoster key={run} address={address} alt="" size={[800, 600]} hostId="map" />),
          );
          const img = host.querySelector('img');
          let expected: URL | null = null;
          try {
            expected = new URL(address, document.baseURI);
          } catch {}
          if (address === '') {
            expect(img).to.equal(null); // no poster
            expect(error.called).to.equal(false);
          } else if (expected && /^https?:$/.test(expected.protocol)) {
            expect(img?.getAttribute('src')).to.equal(expected.href);
            expect(error.called).to.equal(false);
          } else {
            expect(img).to.equal(null);
            expect(error.called).to.equal(true);
          }
        }),
        { numRuns: 300 },
      );
    } finally {
      await inAct(() => react.unmount());
      error.restore();
    }
  });
});

describe('readMapPointer: the server’s poster', () => {
  const read = (img: string) => {
    const element = inert.createElement('fg-map-pointer');
    element.innerHTML = `<div class="fg-map-pointer__map-frame">${img}</div>`;
    return readMapPointer(element).posterSize;
  };

  it('reads the width and height of the server’s poster image', () => {
    expect(
      read('<img class="fg-map-pointer__poster" src="/p.png" alt="" width="800" height="600">'),
    ).to.deep.equal([800, 600]);
    expect(read('<img src="/other.png" width="10" height="10">')).to.equal(undefined);
  });

  it('reads a size only from whole positive numbers of pixels', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (width, height) => {
        const attribute = (value: string) => value.replace(/[&"<]/g, '');
        const size = read(
          `<img class="fg-map-pointer__poster" width="${attribute(width)}" height="${attribute(height)}">`,
        );
        if (size !== undefined)
          expect(size.every((side) => Number.isInteger(side) && side > 0)).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
