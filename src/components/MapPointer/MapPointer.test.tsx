import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-map-pointer.ts';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import { axeViolations, clickInAct } from '../../../elements/test-support/react-act.ts';
import { mapsPlaced, STORES, storeMapMarkup, TEST_TILES } from './test-support/map-markup.ts';

describe('MapPointer: the list and the markers', () => {
  const component = componentFixture(storeMapMarkup());

  beforeEach(mapsPlaced);

  const element = () => component.root.querySelector('fg-map-pointer') as HTMLElement;
  const listButton = (name: string) =>
    [...component.root.querySelectorAll<HTMLButtonElement>('.fg-map-pointer__choose')].find(
      (button) => button.textContent === name,
    ) as HTMLButtonElement;
  const marker = (name: string) =>
    component.root.querySelector(`.leaflet-marker-icon[aria-label="${name}"]`) as HTMLElement;
  const card = (name: string) => marker(name).querySelector('.fg-map-pointer__card') as HTMLElement;
  const selectedItems = () =>
    [
      ...component.root.querySelectorAll(
        '.fg-map-pointer__store--selected [data-store-name], .fg-map-pointer__store--selected .fg-map-pointer__choose',
      ),
    ].map((node) => node.textContent);

  it('renders the server list with a button per store and one marker button per store', () => {
    expect(
      [...component.root.querySelectorAll('.fg-map-pointer__store h3')].map((h) => h.textContent),
    ).to.deep.equal(STORES.map((store) => store.name));
    expect(component.root.querySelector('#stores-store-2-address')?.textContent).to.equal('Brno 2');
    expect(component.root.querySelector('#stores-store-2-hours')?.textContent).to.equal(
      'Otevírací doba: 9:00–19:00',
    );
    const markers = [...component.root.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
    expect(
      markers.map((m) => [m.getAttribute('role'), m.tabIndex, m.getAttribute('aria-label')]),
    ).to.deep.equal(STORES.map((store) => ['button', 0, store.name]));
    expect(markers.every((m) => m.getAttribute('aria-pressed') === 'false')).to.equal(true);
  });

  it('opens the marker of the store chosen in the list, the focus staying on the list', async () => {
    listButton('Brno').focus();
    await clickInAct(listButton('Brno'));
    expect(listButton('Brno').getAttribute('aria-pressed')).to.equal('true');
    expect(marker('Brno').getAttribute('aria-pressed')).to.equal('true');
    expect(card('Brno').hidden).to.equal(false);
    expect(card('Brno').textContent).to.contain('Brno 2');
    expect(card('Praha').hidden).to.equal(true);
    expect(document.activeElement).to.equal(listButton('Brno'));
  });

  it('marks the store of the marker chosen on the map in the list, and only one at a time', async () => {
    await clickInAct(marker('Wien'));
    expect(listButton('Wien').getAttribute('aria-pressed')).to.equal('true');
    expect(component.root.querySelector('.fg-map-pointer__store--selected')?.id).to.equal('stores-store-3');
    await clickInAct(listButton('Praha'));
    expect(marker('Wien').getAttribute('aria-pressed')).to.equal('false');
    expect(card('Wien').hidden).to.equal(true);
    expect(selectedItems()).to.deep.equal(['Praha']);
  });

  it('tells the page which store was chosen, and where', async () => {
    const seen: unknown[] = [];
    element().addEventListener('fg:store-select', (event) => seen.push((event as CustomEvent).detail));
    await clickInAct(listButton('Praha'));
    await clickInAct(marker('Brno'));
    expect(seen).to.deep.equal([
      { storeId: '1', from: 'list' },
      { storeId: '2', from: 'map' },
    ]);
  });

  it('describes a marker by its store’s address and hours in the list', () => {
    expect(marker('Brno').getAttribute('aria-describedby')).to.equal(
      'stores-store-2-address stores-store-2-hours',
    );
  });

  it('requests the tiles of its template, placeholders filled in', () => {
    const tile = component.root.querySelector<HTMLImageElement>('img.leaflet-tile');
    const address = new URL(tile?.src ?? '');
    expect(address.pathname).to.equal(new URL(TEST_TILES, location.href).pathname);
    expect([...address.searchParams.keys()]).to.deep.equal(['z', 'x', 'y']);
    expect(Number.isInteger(Number(address.searchParams.get('z')))).to.equal(true);
  });

  it('shows the provider’s credit as text', () => {
    expect(component.root.querySelector('.fg-map-pointer__attribution')?.textContent).to.equal('Demo tiles');
  });

  it('zooms with its own labelled buttons, at once with reduced motion', async () => {
    const zoomIn = component.root.querySelector('[aria-label="Přiblížit"]') as HTMLButtonElement;
    const zoomOut = component.root.querySelector('[aria-label="Oddálit"]') as HTMLButtonElement;
    expect(zoomIn.type).to.equal('button');
    expect(zoomOut.type).to.equal('button');
    const matchMedia = sinon.stub(window, 'matchMedia').returns({ matches: true } as MediaQueryList);
    const deepestTiles = () =>
      Math.max(
        ...[...component.root.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) =>
          Number(new URL(tile.src).searchParams.get('z')),
        ),
      );
    const before = deepestTiles();
    await clickInAct(zoomIn);
    expect(deepestTiles()).to.equal(before + 1);
    matchMedia.restore();
  });

  it('is axe-clean with no store chosen', async () => {
    expect(await axeViolations(component.root)).to.deep.equal([]);
  });

  it('is axe-clean with a card open', async () => {
    await clickInAct(listButton('Brno'));
    expect(await axeViolations(component.root)).to.deep.equal([]);
  });
});
