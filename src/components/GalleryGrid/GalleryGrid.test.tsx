import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-gallery-grid.ts';
import { mountedRootCount } from '../../../elements/mounted-roots.ts';
import {
  axeViolations,
  clickInAct,
  flushMicrotasks,
  inAct,
} from '../../../elements/test-support/react-act.ts';
import { swapRegions } from '../../core/swapper.ts';
import { galleryGridMarkup } from '../Lightbox/test-support/gallery-markup.ts';

const NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('GalleryGrid', () => {
  const component = componentFixture(
    `<div id="inspiration" lang="de">${galleryGridMarkup('grid', NAMES, 3, 'limit="2"')}</div>`,
  );
  const { key } = component;

  const q = <T extends Element = HTMLElement>(selector: string) =>
    component.root.querySelector(selector) as unknown as T;
  const tiles = () => [...component.root.querySelectorAll<HTMLButtonElement>('.fg-gallery-grid__open')];
  const more = () => q<HTMLButtonElement>('.fg-gallery-grid__more');
  const dialog = () => q<HTMLDialogElement>('dialog.fg-lightbox');
  const counter = () => q('.fg-lightbox__counter [aria-hidden]').textContent;

  it('shows the tiles the server showed, as buttons around the shared thumbnail image', () => {
    expect(tiles()).to.have.length(3);
    expect(tiles()[0]?.getAttribute('aria-label')).to.equal('Bild vergrößern: Obrázek a');
    expect(tiles()[0]?.querySelector('img.fg-thumbnail')?.getAttribute('loading')).to.equal('lazy');
    expect(more().textContent).to.equal('Mehr anzeigen (4)');
    expect(component.root.querySelector('a')).to.equal(null);
  });

  it('shows `limit` more tiles at a time, moving the focus to the first new one', async () => {
    more().focus();
    await clickInAct(more());
    expect(tiles()).to.have.length(5);
    expect(document.activeElement).to.equal(tiles()[3]);
    expect(more().textContent).to.equal('Mehr anzeigen (2)');
    await clickInAct(more());
    expect(tiles()).to.have.length(7);
    expect(document.activeElement).to.equal(tiles()[5]);
    expect(more()).to.equal(null);
  });

  it('opens the lightbox at the clicked tile, moves through every image, and gives the focus back', async () => {
    tiles()[1]?.focus();
    await inAct(() => tiles()[1]?.click());
    expect(dialog().matches(':modal')).to.equal(true);
    expect(counter()).to.equal('2 / 7');
    expect(q('.fg-lightbox__image').getAttribute('src')).to.contain('image=b');
    await key(dialog(), 'ArrowRight');
    await key(dialog(), 'ArrowRight');
    expect(counter()).to.equal('4 / 7');
    expect(q('.fg-lightbox__image').getAttribute('src')).to.contain('image=d');
    await key(dialog(), 'Escape');
    expect(dialog()).to.equal(null);
    expect(document.activeElement).to.equal(tiles()[1]);
  });

  it('is axe-clean, closed and with the lightbox open', async () => {
    expect(await axeViolations(component.root)).to.deep.equal([]);
    await inAct(() => tiles()[0]?.click());
    expect(await axeViolations(dialog())).to.deep.equal([]);
    await key(dialog(), 'Escape');
  });

  it('closes its lightbox and leaves no React root behind when a partial update swaps it out and in', async () => {
    const before = mountedRootCount();
    await inAct(() => tiles()[2]?.click());
    const open = dialog();
    const fresh = document.createElement('div');
    fresh.id = 'inspiration';
    await inAct(() => swapRegions([{ id: 'inspiration', element: fresh }]));
    await flushMicrotasks();
    expect(open.isConnected).to.equal(false);
    expect(document.querySelector('dialog:modal')).to.equal(null);
    expect(mountedRootCount()).to.equal(before - 1);
    const back = document.createElement('div');
    back.id = 'inspiration';
    back.innerHTML = galleryGridMarkup('grid', NAMES, 3);
    await inAct(() => swapRegions([{ id: 'inspiration', element: back }]));
    await flushMicrotasks();
    expect(mountedRootCount()).to.equal(before);
    expect(tiles()).to.have.length(3);
  });
});
