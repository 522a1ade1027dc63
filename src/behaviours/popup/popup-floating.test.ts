import { expect } from 'chai';
import sinon from 'sinon';
import { settle, until } from '../../core/test-support/waits.ts';
import { HOVER_CLOSE_DELAY_MS } from './constants.ts';
import { axeViolations, nextState, openByClick, press, usePopupPage } from './test-support/popup-test-kit.ts';

describe('floating popups', () => {
  const trigger = (id: string) => page.root.querySelector(`#${id}`) as HTMLElement;

  const page = usePopupPage(`
      <p style="margin: 120px 40px">
        <button id="info" data-popup="html" data-popup-target="info-text" data-popup-type="floating">Info</button>
        <a id="hover" href="/cs/delivery" data-popup-target="hover-text" data-popup-type="floating"
          data-popup-on="hover">Delivery</a>
        <a id="hover-prevent" href="/cs/delivery" data-popup-target="hover-text" data-popup-type="floating"
          data-popup-on="hover" data-popup-prevent-click>Delivery</a>
        <a id="touch" href="/cs/delivery" data-popup-target="hover-text" data-popup-type="floating"
          data-popup-on="hover" data-popup-click-on-touch>Delivery</a>
        <button id="after" data-popup-target="info-text" data-popup-type="floating" data-popup-render-after>After</button>
        <button id="elsewhere">elsewhere</button>
      </p>
      <div id="info-text" hidden><p>Prices include VAT.</p><a id="inner" href="#x">more</a></div>
      <div id="hover-text" hidden><p>Delivery in two days.</p></div>`);

  it('is a non-modal popover placed next to its trigger', async () => {
    const popup = await openByClick(trigger('info'));
    const gap = () =>
      Math.round(popup.getBoundingClientRect().top - trigger('info').getBoundingClientRect().bottom);
    await until(() => gap() === 8, 'the popup 8 px below its trigger');
    expect(popup).not.to.be.instanceOf(HTMLDialogElement);
    expect(popup.getAttribute('role')).to.equal('dialog');
    if (typeof popup.showPopover === 'function') expect(popup.matches(':popover-open')).to.equal(true);
    const box = popup.getBoundingClientRect();
    const anchor = trigger('info').getBoundingClientRect();
    expect(Math.round(box.top - anchor.bottom)).to.equal(8);
    expect(Math.round(box.left)).to.equal(Math.round(anchor.left));
    // The page stays usable: not inert.
    trigger('elsewhere').focus();
    expect(document.activeElement).to.equal(trigger('elsewhere'));
  });

  it('flips above the trigger when there is no room below', async () => {
    const info = trigger('info');
    info.parentElement?.setAttribute('style', `position: fixed; bottom: 0; left: 40px; margin: 0`);
    const popup = await openByClick(info);
    const gap = () => Math.round(info.getBoundingClientRect().top - popup.getBoundingClientRect().bottom);
    await until(() => gap() === 8, 'the popup 8 px above its trigger');
  });

  it('follows its trigger while open and stops once closed (autoUpdate cleaned up)', async () => {
    const info = trigger('info');
    const popup = await openByClick(info);
    await until(() => popup.style.top !== '', 'the popup placed');
    // Open, it follows a trigger that moves: the same resize, unanswered after the close, is heard.
    const placed = popup.style.top;
    info.style.marginTop = '30px';
    window.dispatchEvent(new Event('resize'));
    await until(() => popup.style.top !== placed, 'the open popup moved with its trigger');
    press(popup, 'Escape');
    const top = popup.style.top;
    info.style.marginTop = '60px';
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(popup.style.top).to.equal(top);
  });

  it('moves focus in when opened by click and back to the trigger on Escape', async () => {
    const popup = await openByClick(trigger('info'));
    expect(popup.contains(document.activeElement)).to.equal(true);
    press(document.activeElement as Element, 'Escape');
    expect(document.querySelector('.fg-popup')).to.equal(null);
    expect(document.activeElement).to.equal(trigger('info'));
  });

  it('closes on Escape pressed on the trigger', async () => {
    await openByClick(trigger('info'));
    trigger('info').focus();
    press(trigger('info'), 'Escape');
    expect(document.querySelector('.fg-popup')).to.equal(null);
  });

  it('closes on a click outside, not on a click inside', async () => {
    const popup = await openByClick(trigger('info'));
    (popup.querySelector('p') as HTMLElement).click();
    expect(document.querySelector('.fg-popup')).to.equal(popup);
    trigger('elsewhere').click();
    expect(document.querySelector('.fg-popup')).to.equal(null);
    expect((document.getElementById('info-text') as HTMLElement).hidden).to.equal(true);
  });

  it('toggles: a second click on the trigger closes it', async () => {
    await openByClick(trigger('info'));
    const closed = nextState('closed');
    trigger('info').click();
    await closed;
    expect(document.querySelector('.fg-popup')).to.equal(null);
  });

  it('render-after places the popup right after its trigger', async () => {
    const popup = await openByClick(trigger('after'));
    expect(trigger('after').nextElementSibling?.contains(popup)).to.equal(true);
  });

  it('is axe-core clean while open', async () => {
    const popup = await openByClick(trigger('info'));
    expect(await axeViolations(popup)).to.deep.equal([]);
  });

  describe('hover', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => clock.restore());

    const hoverOver = async (element: Element, from: Element | null = null) => {
      const opened = document.querySelector('.fg-popup') ? null : nextState('opened');
      element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: from }));
      await opened;
    };
    const leave = (element: Element, to: Element | null) =>
      element.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: to }));

    it('opens on hover, without moving focus', async () => {
      const before = document.activeElement;
      await hoverOver(trigger('hover'));
      expect(document.querySelector('.fg-popup')?.textContent).to.contain('Delivery in two days.');
      expect(document.activeElement).to.equal(before);
    });

    it(`closes ${HOVER_CLOSE_DELAY_MS} ms after the pointer leaves the trigger`, async () => {
      await hoverOver(trigger('hover'));
      leave(trigger('hover'), trigger('elsewhere'));
      clock.tick(HOVER_CLOSE_DELAY_MS - 1);
      expect(document.querySelector('.fg-popup')).not.to.equal(null);
      clock.tick(1);
      expect(document.querySelector('.fg-popup')).to.equal(null);
    });

    it('stays open while the pointer is over the popup, closes after it leaves both', async () => {
      await hoverOver(trigger('hover'));
      const popup = document.querySelector('.fg-popup') as HTMLElement;
      leave(trigger('hover'), popup);
      popup.dispatchEvent(new MouseEvent('mouseenter'));
      clock.tick(HOVER_CLOSE_DELAY_MS * 5);
      expect(document.querySelector('.fg-popup')).to.equal(popup);
      popup.dispatchEvent(new MouseEvent('mouseleave'));
      clock.tick(HOVER_CLOSE_DELAY_MS - 1);
      expect(document.querySelector('.fg-popup')).to.equal(popup);
      // Back on the trigger in time: it stays.
      await hoverOver(trigger('hover'), trigger('elsewhere'));
      clock.tick(HOVER_CLOSE_DELAY_MS * 5);
      expect(document.querySelector('.fg-popup')).to.equal(popup);
    });

    it('opens on keyboard focus too, and closes after focus leaves', async () => {
      // Focus events as a keyboard gives them (a background test page gets none from focus()).
      const opened = nextState('opened');
      trigger('hover').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await opened;
      trigger('hover').dispatchEvent(
        new FocusEvent('focusout', { bubbles: true, relatedTarget: trigger('elsewhere') }),
      );
      clock.tick(HOVER_CLOSE_DELAY_MS - 1);
      expect(document.querySelector('.fg-popup')).not.to.equal(null);
      clock.tick(1);
      expect(document.querySelector('.fg-popup')).to.equal(null);
    });

    it("lets a hover trigger's click follow its link, unless prevent-click", () => {
      const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
      const prevented = new MouseEvent('click', { bubbles: true, cancelable: true });
      const guard = (event: Event) => {
        // Checked at the target, then cancelled so the test page stays.
        checks.push(event.defaultPrevented);
        event.preventDefault();
      };
      const checks: boolean[] = [];
      trigger('hover').addEventListener('click', guard);
      trigger('hover-prevent').addEventListener('click', guard);
      trigger('hover').dispatchEvent(follow);
      trigger('hover-prevent').dispatchEvent(prevented);
      expect(checks).to.deep.equal([false, true]);
    });

    it('click-on-touch: a tap opens the hover popup instead of following the link', async () => {
      const touch = trigger('touch');
      touch.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
      touch.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      const opened = nextState('opened');
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      touch.dispatchEvent(tap);
      expect(tap.defaultPrevented).to.equal(true);
      await opened;
      expect(document.querySelector('.fg-popup')).not.to.equal(null);
      clock.tick(HOVER_CLOSE_DELAY_MS * 5);
      expect(document.querySelector('.fg-popup')).not.to.equal(null);
    });
  });
});
