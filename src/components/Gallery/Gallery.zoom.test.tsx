import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-gallery.ts';
import { inAct } from '../../../elements/test-support/react-act.ts';
import { galleryMarkup } from '../Lightbox/test-support/gallery-markup.ts';

describe('Gallery lightbox zoom', () => {
  const component = componentFixture(galleryMarkup('gallery-zoom', ['a', 'b', 'c']));
  const { key } = component;

  const q = <T extends Element = HTMLElement>(selector: string) =>
    component.root.querySelector(selector) as unknown as T;
  const dialog = () => q<HTMLDialogElement>('dialog.fg-lightbox');
  const surface = () => q('.fg-lightbox__surface');
  const counter = () => q('.fg-lightbox__counter [aria-hidden]').textContent;
  /** The image's transform as [scale, x, y] (Firefox writes `translate(0px, 0px)` as `translate(0px)`). */
  const zoom = () => {
    const style = q('.fg-lightbox__image').style.transform;
    const scale = Number(/scale\(([-\d.]+)\)/.exec(style)?.[1]);
    const [, x, y = '0'] = /translate\(([-\d.]+)px(?:, ([-\d.]+)px)?\)/.exec(style) ?? [];
    return [scale, Math.round(Number(x)), Math.round(Number(y))];
  };
  const centre = () => {
    const rect = surface().getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  };
  const pointer = (type: string, x: number, y: number, pointerId = 1) =>
    surface().dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        clientX: x,
        clientY: y,
        pointerId,
        pointerType: 'touch',
        isPrimary: pointerId === 1,
      }),
    );

  beforeEach(async () => {
    await inAct(() => q<HTMLButtonElement>('.fg-gallery__open').click());
  });

  afterEach(async () => {
    if (dialog()) await key(dialog(), 'Escape');
  });

  it('zooms in and out with + and − (keys and buttons), and 0 resets', async () => {
    expect(zoom()).to.deep.equal([1, 0, 0]);
    await key(dialog(), '+');
    expect(zoom()[0]).to.equal(1.5);
    await inAct(() => q<HTMLButtonElement>('.fg-lightbox__zoom-in').click());
    expect(zoom()[0]).to.equal(2.25);
    await key(dialog(), '-');
    expect(zoom()[0]).to.equal(1.5);
    await key(dialog(), '0');
    expect(zoom()).to.deep.equal([1, 0, 0]);
    await inAct(() => q<HTMLButtonElement>('.fg-lightbox__zoom-out').click());
    expect(zoom()).to.deep.equal([1, 0, 0]);
    await key(dialog(), '+');
    await key(dialog(), '+');
    await key(dialog(), '+');
    await key(dialog(), '+');
    expect(zoom()[0]).to.equal(4);
  });

  it('pans a zoomed image with the arrow keys instead of changing the image', async () => {
    await key(dialog(), '+');
    await key(dialog(), 'ArrowRight');
    expect(counter()).to.equal('1 / 3');
    expect(zoom()[1]).to.be.below(0);
    await key(dialog(), 'ArrowDown');
    expect(zoom()[2]).to.be.below(0);
  });

  it('zooms with the wheel at the pointer', async () => {
    const { x, y } = centre();
    await inAct(() =>
      surface().dispatchEvent(
        new WheelEvent('wheel', {
          deltaY: -200,
          clientX: x + 40,
          clientY: y,
          bubbles: true,
          cancelable: true,
        }),
      ),
    );
    const [scale, panX] = zoom();
    expect(scale).to.equal(2);
    // The point under the pointer stays put: the image moves away from it by as much as it grew.
    expect(panX).to.equal(-40);
    await inAct(() =>
      surface().dispatchEvent(
        new WheelEvent('wheel', { deltaY: 400, clientX: x, clientY: y, bubbles: true, cancelable: true }),
      ),
    );
    expect(zoom()).to.deep.equal([1, 0, 0]);
  });

  it('zooms in with a double tap and back out with another', async () => {
    const { x, y } = centre();
    const tap = () => {
      pointer('pointerdown', x, y);
      pointer('pointerup', x, y);
    };
    await inAct(() => {
      tap();
      tap();
    });
    expect(zoom()[0]).to.equal(2.5);
    await inAct(() => {
      tap();
      tap();
    });
    expect(zoom()).to.deep.equal([1, 0, 0]);
  });

  it('pinches with two pointers, then pans with one', async () => {
    const { x, y } = centre();
    await inAct(() => {
      pointer('pointerdown', x - 50, y, 1);
      pointer('pointerdown', x + 50, y, 2);
      pointer('pointermove', x - 100, y, 1);
      pointer('pointermove', x + 100, y, 2);
    });
    expect(zoom()).to.deep.equal([2, 0, 0]);
    await inAct(() => {
      pointer('pointerup', x + 100, y, 2);
      pointer('pointerup', x - 100, y, 1);
    });
    expect(counter()).to.equal('1 / 3');
    await inAct(() => {
      pointer('pointerdown', x, y);
      pointer('pointermove', x + 30, y + 20);
      pointer('pointerup', x + 30, y + 20);
    });
    expect(zoom()).to.deep.equal([2, 30, 20]);
    expect(counter()).to.equal('1 / 3');
  });

  it('swipes to the next image when not zoomed, and starts the next image unzoomed', async () => {
    const { x, y } = centre();
    await inAct(() => {
      pointer('pointerdown', x + 100, y);
      pointer('pointermove', x, y);
      pointer('pointerup', x - 100, y);
    });
    expect(counter()).to.equal('2 / 3');
    await key(dialog(), '+');
    await key(dialog(), 'End');
    expect(zoom()).to.deep.equal([1, 0, 0]);
  });
});
