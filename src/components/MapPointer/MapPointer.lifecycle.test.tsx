import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import '../../../elements/fg-map-pointer.ts';
import { mountedRootCount } from '../../../elements/mounted-roots.ts';
import {
  flushMicrotasks,
  inAct,
  mountFixture,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { partialUpdate } from '../../core/partial-update.ts';
import { mapsPlaced, STORES, storeMapMarkup } from './test-support/map-markup.ts';

const HTML = { 'Content-Type': 'text/html' };

describe('MapPointer: partial updates, reduced motion, refused tiles, stores without a place', () => {
  let root: HTMLElement;
  let server: FakeServer;

  const mount = async (markup: string) => {
    root = await mountFixture(`<div id="region" data-pu-container>${markup}</div>`);
    await mapsPlaced();
  };
  /** Runs a partial update of #region answered with `body`, and lets the new map place its markers. */
  const swap = async (body: string) => {
    server.respondWith('GET', /\/cs\/stores/, [200, HTML, body]);
    await inAct(() => partialUpdate({ target: 'region', url: '/cs/stores' }));
    await flushMicrotasks();
    await mapsPlaced();
  };

  beforeEach(() => {
    server = fakeServer.create();
    server.respondImmediately = true;
  });

  afterEach(async () => {
    await removeFixture(root);
    server.restore();
    sinon.restore();
  });

  const markers = () => [...document.querySelectorAll<HTMLElement>('#region .leaflet-marker-icon')];
  const listButton = (name: string) =>
    [...root.querySelectorAll<HTMLButtonElement>('.fg-map-pointer__choose')].find(
      (b) => b.textContent === name,
    );

  it('is swapped out and in by a partial update: the old map removed, its root disposed', async () => {
    const before = mountedRootCount();
    await mount(storeMapMarkup());
    expect(mountedRootCount()).to.equal(before + 1);
    expect(markers()).to.have.length(3);

    await swap('<div id="region" data-pu-container><p>Žádné prodejny</p></div>');
    expect(mountedRootCount()).to.equal(before);
    expect(document.querySelector('.leaflet-container')).to.equal(null);

    await swap(`<div id="region" data-pu-container>${storeMapMarkup(STORES.slice(0, 2))}</div>`);
    expect(mountedRootCount()).to.equal(before + 1);
    expect(markers().map((m) => m.getAttribute('aria-label'))).to.deep.equal(['Praha', 'Brno']);
    await inAct(() => listButton('Brno')?.click());
    expect(markers()[1]?.getAttribute('aria-pressed')).to.equal('true');
    expect(document.querySelectorAll('.leaflet-container')).to.have.length(1);
  });

  it('brings the chosen store’s marker to the centre at once with reduced motion', async () => {
    sinon.stub(window, 'matchMedia').returns({ matches: true } as MediaQueryList);
    await mount(storeMapMarkup());
    await inAct(() => listButton('Wien')?.click());
    const map = (root.querySelector('.fg-map-pointer__map') as HTMLElement).getBoundingClientRect();
    const pin = (markers()[2] as HTMLElement).getBoundingClientRect();
    expect(Math.abs(pin.left + pin.width / 2 - (map.left + map.width / 2))).to.be.below(1.5);
    // The pin's tip, 39 px below its box's top, is on the store.
    expect(Math.abs(pin.top + 39 - (map.top + map.height / 2))).to.be.below(1.5);
  });

  it('loads no tiles from a template that is not http(s), and still shows the stores', async () => {
    await mount(storeMapMarkup(STORES, 'tiles="javascript:alert(1)//{z}/{x}/{y}"'));
    expect(root.querySelectorAll('img.leaflet-tile')).to.have.length(0);
    expect(markers()).to.have.length(3);
  });

  it('lists a store without coordinates with no marker and no map button', async () => {
    await mount(storeMapMarkup([...STORES.slice(0, 1), { id: '9', name: 'Nitra' }]));
    expect(markers().map((m) => m.getAttribute('aria-label'))).to.deep.equal(['Praha']);
    expect(listButton('Nitra')).to.equal(undefined);
    expect(root.querySelector('#stores-store-9 h3')?.textContent).to.equal('Nitra');
  });
});
