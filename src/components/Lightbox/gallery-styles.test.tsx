// The lightbox's default styles alone (no shop stylesheet): the picture fits the window under the
// bar, and ‹ › stay readable on a picture of any colour.
import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-gallery.ts';
import { clickInAct } from '../../../elements/test-support/react-act.ts';
import { textContrast } from '../../../test/e2e/support/text-contrast.ts';

/**
 * A picture taller than the test window (390 × 844 in 800 × 600): its height binds, as a 4:3 picture's
 * does in a wide window. From the test server: the gallery takes same-origin addresses only.
 */
const TALL_PICTURE = '/docs/images/phone-menu-390.png';
const gallery = `<fg-gallery id="lightbox-styles">
  <div data-gallery-main><a href="${TALL_PICTURE}"><img src="${TALL_PICTURE}" width="240" height="180" alt="A"></a></div>
  <ul>${['A', 'B']
    .map(
      (name) => `<li><a data-gallery-item href="${TALL_PICTURE}" data-width="390" data-height="844">
        <img src="${TALL_PICTURE}" width="120" height="90" alt="${name}"></a></li>`,
    )
    .join('')}</ul>
</fg-gallery>`;

describe('gallery default styles: the lightbox', () => {
  const component = componentFixture(`<div lang="en">${gallery}</div>`);
  const q = (selector: string) => component.root.querySelector(selector) as HTMLElement;
  const open = async () => {
    await clickInAct(q('.fg-gallery__open'));
    expect(q('dialog.fg-lightbox')?.matches(':modal')).to.equal(true);
  };

  it('draws a picture taller than the window inside it, below the bar', async () => {
    await open();
    await (q('.fg-lightbox__image') as HTMLImageElement).decode();
    const image = q('.fg-lightbox__image').getBoundingClientRect();
    console.log(
      JSON.stringify({ image, innerWidth, innerHeight, bar: q('.fg-lightbox__bar').getBoundingClientRect() }),
    );
    const bar = q('.fg-lightbox__bar').getBoundingClientRect();
    expect(image.width * image.height, 'the picture is drawn').to.be.greaterThan(0);
    expect(image.top).to.be.at.least(bar.bottom - 0.5);
    expect(image.left).to.be.at.least(-0.5);
    expect(image.bottom).to.be.at.most(innerHeight + 0.5);
    expect(image.right).to.be.at.most(innerWidth + 0.5);
    expect(image.width / image.height, 'at its own ratio').to.be.closeTo(390 / 844, 0.02);
  });

  it('gives ‹ › a ground of their own: AA contrast over a white or a black picture', async () => {
    await open();
    for (const selector of ['.fg-lightbox__prev', '.fg-lightbox__next']) {
      expect(textContrast({ selector, overPicture: true }), selector).to.be.at.least(4.5);
    }
    for (const selector of ['.fg-lightbox__close', '.fg-lightbox__zoom-in', '.fg-lightbox__counter']) {
      expect(textContrast({ selector, overPicture: false }), selector).to.be.at.least(4.5);
    }
  });
});
