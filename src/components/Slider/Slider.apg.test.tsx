// The price range as the WAI-ARIA APG multi-thumb slider pattern, with real key presses: roles,
// states, properties and every key the pattern lists.
import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-slider.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import { sliderThumbs } from './test-support/slider-thumbs.ts';

const markup = `
  <button id="before">before</button>
  <div style="width: 400px">
    <fg-slider id="price" label="Cena" unit="Kč" step="10" min="0" max="1000">
      <label>Od <input type="number" name="priceFrom" value="100"></label>
      <label>Do <input type="number" name="priceTo" value="900"></label>
    </fg-slider>
  </div>`;

describe('Slider (APG multi-thumb slider pattern)', () => {
  const component = componentFixture(markup, { fakeTimers: true });
  const { thumbs, from, to } = sliderThumbs(() => component.root);
  const now = (thumb: HTMLElement) => Number(thumb.getAttribute('aria-valuenow'));
  const range = (thumb: HTMLElement) => [
    thumb.getAttribute('aria-valuemin'),
    thumb.getAttribute('aria-valuemax'),
  ];

  it('groups two focusable, named sliders with their value, bounds and value text', () => {
    const group = component.root.querySelector('fieldset') as HTMLElement;
    expect(group.querySelector('legend')?.textContent).to.equal('Cena');
    expect(thumbs().map((thumb) => [thumb.tabIndex, thumb.getAttribute('aria-label')])).to.deep.equal([
      [0, 'Od'],
      [0, 'Do'],
    ]);
    expect([now(from()), now(to())]).to.deep.equal([100, 900]);
    expect(from().getAttribute('aria-valuetext')).to.equal('100 Kč');
  });

  it("bounds each thumb by the other: the lower one's maximum is the upper one's value, and back", () => {
    expect(range(from())).to.deep.equal(['0', '900']);
    expect(range(to())).to.deep.equal(['100', '1000']);
  });

  it('keeps the thumbs in the same Tab order whatever their values', async () => {
    (component.root.querySelector('#before') as HTMLElement).focus();
    await pressKey('Tab');
    expect(document.activeElement === from(), 'focus on the lower thumb').to.equal(true);
    await pressKey('End');
    await pressKey('Tab');
    expect(document.activeElement === to(), 'focus on the upper thumb').to.equal(true);
  });

  it('Right and Up Arrow increase by one step, Left and Down Arrow decrease', async () => {
    from().focus();
    await pressKey('ArrowRight');
    await pressKey('ArrowUp');
    expect(now(from())).to.equal(120);
    await pressKey('ArrowLeft');
    expect(now(from())).to.equal(110);
    await pressKey('ArrowDown');
    expect(now(from())).to.equal(100);
    expect(from().getAttribute('aria-valuetext')).to.equal('100 Kč');
  });

  it('Page Up and Page Down move by ten steps', async () => {
    to().focus();
    await pressKey('PageDown');
    expect(now(to())).to.equal(800);
    await pressKey('PageUp');
    expect(now(to())).to.equal(900);
  });

  it('Home and End go to the minimum and maximum, which the other thumb may narrow', async () => {
    from().focus();
    await pressKey('Home');
    expect(now(from())).to.equal(0);
    await pressKey('End');
    expect(now(from())).to.equal(900);
    expect(range(to())).to.deep.equal(['900', '1000']);
    to().focus();
    await pressKey('Home');
    expect(now(to())).to.equal(900);
    await pressKey('End');
    expect(now(to())).to.equal(1000);
  });
});
