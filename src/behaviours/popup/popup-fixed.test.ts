import { expect } from 'chai';
import { mountedRootCount } from '../../../elements/mounted-roots.ts';
import type { PopupStateDetail } from '../../core/events.ts';
import { axeViolations, nextState, openByClick, press, usePopupPage } from './test-support/popup-test-kit.ts';

describe('fixed popups (modal dialog)', () => {
  let trigger: HTMLButtonElement;

  const page = usePopupPage(`
      <button id="outside">outside</button>
      <button id="open" data-popup="html" data-popup-target="sizes" data-popup-title="Size chart"
        data-popup-class="sizes-popup" data-popup-overlay-class="dim">Sizes</button>
      <div id="home"><p id="before">before</p><div id="sizes" hidden>
        <table><caption>Sizes</caption><tr><th scope="col">EU</th></tr><tr><td>42</td></tr></table>
        <a id="first-link" href="#a">first</a> <a id="last-link" href="#b">last</a>
        <a id="custom-close" href="#" data-popup-close>Continue shopping</a>
      </div><p id="after">after</p></div>`);
  beforeEach(() => {
    trigger = page.root.querySelector('#open') as HTMLButtonElement;
    trigger.focus();
  });

  it('goes closed → loading → opened with fg:popup-state events on the trigger', async () => {
    const states: PopupStateDetail[] = [];
    trigger.addEventListener('fg:popup-state', (event) => states.push(event.detail));
    await openByClick(trigger);
    expect(states.map((detail) => detail.state)).to.deep.equal(['loading', 'opened']);
    expect(states.every((detail) => detail.trigger === trigger)).to.equal(true);
  });

  it('shows a page element in a modal <dialog> in the top layer and puts it back on close', async () => {
    const popup = await openByClick(trigger);
    const sizes = document.getElementById('sizes') as HTMLElement;
    expect(popup).to.be.instanceOf(HTMLDialogElement);
    expect((popup as HTMLDialogElement).open).to.equal(true);
    expect(popup.matches(':modal')).to.equal(true);
    expect(popup.contains(sizes)).to.equal(true);
    expect(sizes.hidden).to.equal(false);
    expect(popup.classList.contains('sizes-popup')).to.equal(true);
    expect(popup.classList.contains('dim')).to.equal(true);
    (popup.querySelector('.fg-popup__close') as HTMLButtonElement).click();
    expect(document.querySelector('.fg-popup')).to.equal(null);
    expect(sizes.hidden).to.equal(true);
    expect(sizes.previousElementSibling?.id).to.equal('before');
    expect(sizes.nextElementSibling?.id).to.equal('after');
  });

  it('is labelled by its title', async () => {
    const popup = await openByClick(trigger);
    const title = document.getElementById(popup.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).to.equal('Size chart');
  });

  it('is labelled by the first heading of its content when it has no title', async () => {
    trigger.removeAttribute('data-popup-title');
    const sizes = document.getElementById('sizes') as HTMLElement;
    sizes.insertAdjacentHTML('afterbegin', '<h3>Shoe sizes</h3>');
    const popup = await openByClick(trigger);
    const heading = document.getElementById(popup.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).to.equal('Shoe sizes');
  });

  it('moves focus in, makes the page inert and returns focus to the trigger', async () => {
    const popup = await openByClick(trigger);
    expect(popup.contains(document.activeElement)).to.equal(true);
    const outside = document.getElementById('outside') as HTMLButtonElement;
    outside.focus();
    expect(document.activeElement).not.to.equal(outside);
    press(document.activeElement as Element, 'Escape');
    expect(document.activeElement).to.equal(trigger);
  });

  it('keeps Tab inside: from the last element to the first and back', async () => {
    const popup = await openByClick(trigger);
    const close = popup.querySelector('.fg-popup__close') as HTMLButtonElement;
    const last = document.getElementById('custom-close') as HTMLAnchorElement;
    last.focus();
    expect(press(last, 'Tab').defaultPrevented).to.equal(true);
    expect(document.activeElement).to.equal(close);
    expect(press(close, 'Tab', { shiftKey: true }).defaultPrevented).to.equal(true);
    expect(document.activeElement).to.equal(last);
    const middle = document.getElementById('first-link') as HTMLAnchorElement;
    middle.focus();
    expect(press(middle, 'Tab').defaultPrevented).to.equal(false);
  });

  it('locks page scrolling while open and restores it on close', async () => {
    document.documentElement.style.overflow = 'clip';
    const popup = await openByClick(trigger);
    expect(document.documentElement.style.overflow).to.equal('hidden');
    press(popup, 'Escape');
    expect(document.documentElement.style.overflow).to.equal('clip');
    document.documentElement.style.overflow = '';
  });

  it('closes on Escape (key name, and key code 27)', async () => {
    let popup = await openByClick(trigger);
    press(popup, 'Escape');
    expect(document.querySelector('.fg-popup')).to.equal(null);
    popup = await openByClick(trigger);
    press(popup, 'Esc', { keyCode: 27 });
    expect(document.querySelector('.fg-popup')).to.equal(null);
  });

  it("closes on the dialog's own cancel event", async () => {
    const popup = await openByClick(trigger);
    popup.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(document.querySelector('.fg-popup')).to.equal(null);
  });

  it('closes on a click on the overlay, not on a click inside', async () => {
    const popup = await openByClick(trigger);
    (popup.querySelector('table') as HTMLElement).click();
    expect(document.querySelector('.fg-popup')).to.equal(popup);
    popup.click();
    expect(document.querySelector('.fg-popup')).to.equal(null);
  });

  it('closes on a custom close link inside (data-popup-close), which does not navigate', async () => {
    await openByClick(trigger);
    const link = document.getElementById('custom-close') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(true);
    expect(document.querySelector('.fg-popup')).to.equal(null);
  });

  it('emits closed and unmounts its React root on close', async () => {
    const before = mountedRootCount();
    const popup = await openByClick(trigger);
    expect(mountedRootCount()).to.equal(before + 1);
    const closed = nextState('closed');
    press(popup, 'Escape');
    await closed;
    expect(mountedRootCount()).to.equal(before);
    expect(document.querySelector('.fg-popup-host')).to.equal(null);
  });

  it('is axe-core clean while open', async () => {
    const popup = await openByClick(trigger);
    expect(await axeViolations(popup)).to.deep.equal([]);
  });
});
