import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-slider.ts';
import { axeViolations, inAct } from '../../../elements/test-support/react-act.ts';
import { updateSentAfterDebounce } from '../test-support/debounced-update.ts';
import { sliderThumbs } from './test-support/slider-thumbs.ts';

const markup = `
  <div id="products"></div>
  <div style="width: 400px">
    <fg-slider id="price" label="Cena" unit="Kč" step="10" pu-target="products" pu-event-name="filterPrice">
      <label>Od <input type="number" name="priceFrom" value="100" min="0" step="10"></label>
      <label>Do <input type="number" name="priceTo" value="900" max="1000"></label>
    </fg-slider>
  </div>`;

describe('Slider', () => {
  const component = componentFixture(markup, { fakeTimers: true });

  const { thumbs, from, to } = sliderThumbs(() => component.root);
  const input = (name: string) => component.root.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  const { key } = component;

  it('renders two labelled thumbs from the server inputs, which stay in the form', () => {
    expect(thumbs()).to.have.length(2);
    expect(from().getAttribute('aria-label')).to.equal('Od');
    expect(to().getAttribute('aria-label')).to.equal('Do');
    expect(from().getAttribute('aria-valuenow')).to.equal('100');
    expect(from().getAttribute('aria-valuemin')).to.equal('0');
    expect(from().getAttribute('aria-valuemax')).to.equal('900');
    expect(to().getAttribute('aria-valuemin')).to.equal('100');
    expect(to().getAttribute('aria-valuemax')).to.equal('1000');
    expect(to().getAttribute('aria-valuetext')).to.equal('900 Kč');
    expect(component.root.querySelector('legend')?.textContent).to.equal('Cena');
    expect(input('priceFrom').isConnected).to.equal(true);
  });

  it('moves with arrows, Page Up/Down and Home/End, each thumb bounded by the other', async () => {
    await key(from(), 'ArrowRight');
    expect(from().getAttribute('aria-valuenow')).to.equal('110');
    await key(from(), 'ArrowDown');
    await key(from(), 'ArrowLeft');
    expect(from().getAttribute('aria-valuenow')).to.equal('90');
    await key(from(), 'PageUp');
    expect(from().getAttribute('aria-valuenow')).to.equal('190');
    await key(from(), 'PageDown');
    await key(from(), 'Home');
    expect(from().getAttribute('aria-valuenow')).to.equal('0');
    await key(from(), 'End');
    expect(from().getAttribute('aria-valuenow')).to.equal('900');
    await key(to(), 'Home');
    expect(to().getAttribute('aria-valuenow')).to.equal('900');
    await key(to(), 'End');
    expect(to().getAttribute('aria-valuenow')).to.equal('1000');
    await key(to(), 'ArrowUp');
    expect(to().getAttribute('aria-valuenow')).to.equal('1000');
  });

  it('mirrors the values into the form inputs', async () => {
    await key(from(), 'ArrowRight');
    await key(to(), 'ArrowLeft');
    expect(input('priceFrom').value).to.equal('110');
    expect(input('priceTo').value).to.equal('890');
  });

  it('moves a thumb when its input is edited', async () => {
    await inAct(() => {
      input('priceTo').value = '500';
      input('priceTo').dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(to().getAttribute('aria-valuenow')).to.equal('500');
  });

  it('debounces the change 300 ms before the partial update', async () => {
    await key(from(), 'ArrowRight');
    component.clock.tick(200);
    await key(from(), 'ArrowRight');
    const url = updateSentAfterDebounce(component);
    expect(url.searchParams.get('_pu_target')).to.equal('products');
    expect(url.searchParams.get('_pu_event')).to.equal('filterPrice');
    expect(url.searchParams.get('priceFrom')).to.equal('120');
    expect(url.searchParams.get('priceTo')).to.equal('900');
  });

  it('moves the nearest thumb to where the track is pressed', async () => {
    const track = component.root.querySelector('.fg-slider__track') as HTMLElement;
    const rect = track.getBoundingClientRect();
    await inAct(() =>
      track.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          clientX: rect.left + rect.width * 0.75,
          pointerId: 1,
        }),
      ),
    );
    expect(to().getAttribute('aria-valuenow')).to.equal('750');
    expect(from().getAttribute('aria-valuenow')).to.equal('100');
  });

  it('is axe-clean', async () => {
    component.clock.restore(); // axe-core schedules its own timers
    expect(await axeViolations(component.root)).to.deep.equal([]);
  });
});
