import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-gallery.ts';
import { mountedRootCount } from '../../../elements/mounted-roots.ts';
import { flushMicrotasks, inAct } from '../../../elements/test-support/react-act.ts';
import { swapRegions } from '../../core/swapper.ts';
import { galleryMarkup } from '../Lightbox/test-support/gallery-markup.ts';

/** The product region as a partial update brings it: another variant's gallery of the same id. */
function region(names: readonly string[]): Element {
  const template = document.createElement('template');
  template.innerHTML = `<div id="variant">${galleryMarkup('gallery-variant', names)}</div>`;
  return template.content.firstElementChild as Element;
}

describe('Gallery swapped by a partial update', () => {
  const component = componentFixture(
    `<div id="variant">${galleryMarkup('gallery-variant', ['a', 'b', 'c'])}</div>`,
  );

  const q = <T extends Element = HTMLElement>(selector: string) =>
    component.root.querySelector(selector) as unknown as T;
  const shown = () => q('.fg-gallery__image')?.getAttribute('src') ?? '';
  const counter = () => q('.fg-gallery__counter [aria-hidden]').textContent;
  const swap = async (names: readonly string[]) => {
    await inAct(() => swapRegions([{ id: 'variant', element: region(names) }]));
    await flushMicrotasks();
  };
  const openLightboxAt = async (steps: number) => {
    for (let i = 0; i < steps; i += 1) await inAct(() => q<HTMLButtonElement>('.fg-gallery__next').click());
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__open').click());
  };

  it('closes the lightbox cleanly and keeps the shown image when the new variant has it', async () => {
    const before = mountedRootCount();
    await openLightboxAt(2);
    const dialog = q<HTMLDialogElement>('dialog');
    expect(dialog.matches(':modal')).to.equal(true);
    await swap(['x', 'c', 'y', 'z']);
    expect(dialog.isConnected).to.equal(false);
    expect(dialog.open).to.equal(false);
    expect(document.querySelector('dialog:modal')).to.equal(null);
    expect(getComputedStyle(document.documentElement).overflow).to.equal('visible');
    expect(shown()).to.contain('image=c');
    expect(counter()).to.equal('2 / 4');
    expect(mountedRootCount()).to.equal(before);
  });

  it('starts at the first image when the new variant does not have the shown one', async () => {
    await openLightboxAt(1);
    await swap(['x', 'y']);
    expect(component.root.querySelector('dialog')).to.equal(null);
    expect(shown()).to.contain('image=x');
  });

  it('swaps out and back in leaving no React root behind, and works again', async () => {
    const before = mountedRootCount();
    await inAct(() =>
      swapRegions([
        { id: 'variant', element: Object.assign(document.createElement('div'), { id: 'variant' }) },
      ]),
    );
    await flushMicrotasks();
    expect(mountedRootCount()).to.equal(before - 1);
    expect(q('fg-gallery')).to.equal(null);
    await swap(['a', 'b']);
    expect(mountedRootCount()).to.equal(before);
    expect(shown()).to.contain('image=a');
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__next').click());
    expect(counter()).to.equal('2 / 2');
  });
});
