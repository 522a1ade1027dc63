import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-gallery.ts';
import { axeViolations, inAct } from '../../../elements/test-support/react-act.ts';
import { galleryMarkup, imageHref } from '../Lightbox/test-support/gallery-markup.ts';

const NAMES = ['a', 'b', 'c', 'd'];

describe('Gallery', () => {
  const component = componentFixture(`<div lang="cs">${galleryMarkup('gallery-basic', NAMES)}</div>`);
  const { key } = component;

  const q = <T extends Element = HTMLElement>(selector: string) =>
    component.root.querySelector(selector) as unknown as T;
  const mainImage = () => q<HTMLImageElement>('.fg-gallery__image');
  const tabs = () => [...component.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const selected = () => tabs().findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  const counter = () => q('.fg-gallery__counter [aria-hidden]').textContent;
  const shownHref = () => mainImage().getAttribute('src');

  it('renders the first image with its candidates and its size (the aspect ratio it reserves)', () => {
    expect(shownHref()).to.equal(new URL(imageHref('a'), location.href).href);
    expect(mainImage().getAttribute('srcset')).to.contain('600w');
    expect(mainImage().getAttribute('sizes')).to.equal('(min-width: 40rem) 30rem, 100vw');
    expect([mainImage().getAttribute('width'), mainImage().getAttribute('height')]).to.deep.equal([
      '1200',
      '900',
    ]);
    expect(counter()).to.equal('1 / 4');
    expect(q('.fg-gallery__counter .fg-visually-hidden').textContent).to.equal('Obrázek 1 z 4');
    expect(q('section.fg-gallery').getAttribute('aria-label')).to.equal('Obrázky produktu');
    expect(q('.fg-gallery__open').getAttribute('aria-label')).to.equal('Zvětšit obrázek: Obrázek a');
    expect(component.root.querySelector('a[data-gallery-item]')).to.equal(null);
  });

  it('shares the thumbnail image with GalleryGrid: lazy, sized, with its alt', () => {
    const thumbs = [...component.root.querySelectorAll<HTMLImageElement>('[role="tab"] img.fg-thumbnail')];
    expect(thumbs.map((img) => img.alt)).to.deep.equal(['Obrázek a', 'Obrázek b', 'Obrázek c', 'Obrázek d']);
    expect(thumbs[0]?.getAttribute('loading')).to.equal('lazy');
    expect(thumbs[0]?.getAttribute('width')).to.equal('1200');
  });

  it('moves with the previous and next buttons, wrapping around, and tells the page', async () => {
    const seen: number[] = [];
    q('fg-gallery').addEventListener('fg:gallery-change', (event) =>
      seen.push((event as CustomEvent<{ index: number }>).detail.index),
    );
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__next').click());
    expect(counter()).to.equal('2 / 4');
    expect(shownHref()).to.contain('image=b');
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__prev').click());
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__prev').click());
    expect(counter()).to.equal('4 / 4');
    expect(selected()).to.equal(3);
    expect(seen).to.deep.equal([1, 0, 3]);
  });

  it('is one tab stop of thumbnails: arrows, Home and End move the focus and show the image', async () => {
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    tabs()[0]?.focus();
    await key(tabs()[0] as Element, 'ArrowRight');
    expect(document.activeElement).to.equal(tabs()[1]);
    expect(selected()).to.equal(1);
    expect(shownHref()).to.contain('image=b');
    await key(tabs()[1] as Element, 'End');
    expect(document.activeElement).to.equal(tabs()[3]);
    await key(tabs()[3] as Element, 'ArrowRight');
    expect(document.activeElement).to.equal(tabs()[0]);
    await key(tabs()[0] as Element, 'ArrowLeft');
    expect(selected()).to.equal(3);
    await key(tabs()[3] as Element, 'Home');
    expect(document.activeElement).to.equal(tabs()[0]);
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    expect(q('.fg-gallery__stage').getAttribute('aria-labelledby')).to.equal(tabs()[0]?.id);
  });

  it('moves with the arrow keys on the main image', async () => {
    const opener = q<HTMLButtonElement>('.fg-gallery__open');
    opener.focus();
    await key(opener, 'ArrowRight');
    await key(opener, 'ArrowRight');
    expect(counter()).to.equal('3 / 4');
    await key(opener, 'ArrowLeft');
    expect(counter()).to.equal('2 / 4');
    expect(document.activeElement).to.equal(opener);
  });

  const pointer = (type: string, x: number, y = 100) =>
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
    });
  const swipe = (fromX: number, toX: number, toY = 100) =>
    inAct(() => {
      const target = q('.fg-gallery__open');
      target.dispatchEvent(pointer('pointerdown', fromX));
      target.dispatchEvent(pointer('pointermove', (fromX + toX) / 2, toY));
      target.dispatchEvent(pointer('pointerup', toX, toY));
    });

  it('swipes to the next and previous image with pointer events; a short or vertical move does nothing', async () => {
    await swipe(300, 200);
    expect(counter()).to.equal('2 / 4');
    await swipe(100, 250);
    expect(counter()).to.equal('1 / 4');
    await swipe(300, 280);
    await swipe(300, 250, 300);
    expect(counter()).to.equal('1 / 4');
  });

  it('does not open the lightbox with the click that ends a swipe', async () => {
    await swipe(300, 200);
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__open').click());
    expect(component.root.querySelector('dialog')).to.equal(null);
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__open').click());
    expect(component.root.querySelector('dialog')?.open).to.equal(true);
    await key(q('dialog'), 'Escape');
  });

  it('is axe-clean', async () => {
    expect(await axeViolations(component.root)).to.deep.equal([]);
  });
});

describe('Gallery server markup', () => {
  const component = componentFixture(
    galleryMarkup('gallery-start', NAMES).replace(
      'data-gallery-item href="/demo/public/favicon.svg?image=c',
      'data-gallery-item data-gallery-current href="/demo/public/favicon.svg?image=c',
    ),
  );

  it('starts at the image the server marks as current', () => {
    expect(component.root.querySelector('.fg-gallery__image')?.getAttribute('src')).to.contain('image=c');
  });
});
