import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-gallery.ts';
import { axeViolations, clickInAct, inAct } from '../../../elements/test-support/react-act.ts';
import { galleryMarkup } from '../Lightbox/test-support/gallery-markup.ts';

describe('Gallery lightbox', () => {
  const component = componentFixture(
    `<div lang="en" style="width: 480px">${galleryMarkup('gallery-lightbox', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])}</div>`,
  );
  const { key } = component;

  const q = <T extends Element = HTMLElement>(selector: string) =>
    component.root.querySelector(selector) as unknown as T;
  const dialog = () => q<HTMLDialogElement>('dialog.fg-lightbox');
  const opener = () => q<HTMLButtonElement>('.fg-gallery__open');
  const counter = () => q('.fg-lightbox__counter [aria-hidden]').textContent;
  const image = () => q<HTMLImageElement>('.fg-lightbox__image');
  const open = async () => {
    opener().focus();
    await clickInAct(opener());
  };

  it('opens as a modal dialog at the shown image, with the focus inside and a "3 / 8" counter', async () => {
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__next').click());
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__next').click());
    await open();
    expect(dialog().open).to.equal(true);
    expect(dialog().matches(':modal')).to.equal(true);
    expect(dialog().getAttribute('aria-label')).to.equal('Image viewer');
    expect(counter()).to.equal('3 / 8');
    expect(q('.fg-lightbox__counter .fg-visually-hidden').textContent).to.equal('Image 3 of 8');
    expect(image().getAttribute('src')).to.contain('image=c');
    expect(image().getAttribute('sizes')).to.equal('100vw');
    expect(document.activeElement).to.equal(q('.fg-lightbox__close'));
  });

  it('moves with its buttons and arrow keys, and the gallery follows', async () => {
    await open();
    await inAct(() => q<HTMLButtonElement>('.fg-lightbox__next').click());
    expect(counter()).to.equal('2 / 8');
    await key(dialog(), 'ArrowRight');
    await key(dialog(), 'ArrowRight');
    expect(counter()).to.equal('4 / 8');
    await key(dialog(), 'ArrowLeft');
    await inAct(() => q<HTMLButtonElement>('.fg-lightbox__prev').click());
    expect(counter()).to.equal('2 / 8');
    await key(dialog(), 'End');
    expect(counter()).to.equal('8 / 8');
    await key(dialog(), 'ArrowRight');
    expect(counter()).to.equal('1 / 8');
    await key(dialog(), 'Home');
    expect(image().getAttribute('src')).to.contain('image=a');
    await key(dialog(), 'ArrowLeft');
    expect(q('.fg-gallery__image').getAttribute('src')).to.contain('image=h');
  });

  it('closes with Escape and with its close button, giving the focus back to the main image', async () => {
    await open();
    await key(image(), 'Escape');
    expect(dialog()).to.equal(null);
    expect(document.activeElement).to.equal(opener());
    await open();
    await inAct(() => q<HTMLButtonElement>('.fg-lightbox__close').click());
    expect(dialog()).to.equal(null);
    expect(document.activeElement).to.equal(opener());
  });

  it('closes with the dialog cancel (the browser Escape) too', async () => {
    await open();
    await inAct(() => dialog().dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog()).to.equal(null);
  });

  it('is axe-clean while open', async () => {
    await open();
    expect(await axeViolations(dialog())).to.deep.equal([]);
  });
});
