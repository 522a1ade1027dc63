import { expect } from 'chai';
import '../../../elements/fg-map-pointer.ts';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import { inAct } from '../../../elements/test-support/react-act.ts';
import { mapsPlaced, storeMapMarkup } from './test-support/map-markup.ts';

describe('MapPointer: the keyboard on the map', () => {
  const component = componentFixture(storeMapMarkup());

  beforeEach(mapsPlaced);

  const markers = () => [...component.root.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];

  it('puts the map and then every marker in the tab order, as named buttons', () => {
    const map = component.root.querySelector('.fg-map-pointer__map') as HTMLElement;
    expect(map.tabIndex).to.equal(0);
    expect(map.getAttribute('aria-label')).to.equal('Mapa prodejen');
    expect(component.root.querySelector(`#${map.getAttribute('aria-describedby')}`)?.textContent).to.contain(
      'Šipky',
    );
    expect(markers().map((marker) => [marker.tabIndex, marker.getAttribute('role')])).to.deep.equal([
      [0, 'button'],
      [0, 'button'],
      [0, 'button'],
    ]);
    expect(
      map.compareDocumentPosition(markers()[0] as HTMLElement) & Node.DOCUMENT_POSITION_CONTAINED_BY,
    ).to.not.equal(0);
  });

  it('closes the open card with Escape on its marker, and chooses with Enter and Space', async () => {
    const [praha, brno] = markers() as [HTMLElement, HTMLElement];
    const key = (target: HTMLElement, name: string) =>
      inAct(() =>
        target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })),
      );
    await key(brno, 'Enter');
    expect(brno.getAttribute('aria-pressed')).to.equal('true');
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    await inAct(() => praha.dispatchEvent(space));
    expect(space.defaultPrevented).to.equal(true, 'Space does not scroll the page');
    expect(praha.getAttribute('aria-pressed')).to.equal('true');
    expect(brno.getAttribute('aria-pressed')).to.equal('false');
    await key(praha, 'Escape');
    expect(praha.getAttribute('aria-pressed')).to.equal('false');
    expect(praha.querySelector<HTMLElement>('.fg-map-pointer__card')?.hidden).to.equal(true);
  });
});
