import { expect } from 'chai';
import sinon from 'sinon';
import {
  nextState,
  openByClick,
  type PopupTestPage,
  popupPage,
} from '../src/behaviours/popup/test-support/popup-test-kit.ts';
import { mountedRootCount, type ReactElement } from './define-react-element.ts';
import { clickInAct, flushMicrotasks, inAct } from './test-support/react-act.ts';
import { widgetMounts } from './test-support/test-widget.ts';

/** `html` popup content is a page element moved into the dialog and put back on close. */
describe('fg-popup: a component element in html content', () => {
  let page: PopupTestPage;

  beforeEach(async () => {
    widgetMounts.count = 0;
    await inAct(() => {
      page = popupPage(`
        <button id="open" data-popup="html" data-popup-target="sizes" data-popup-title="Sizes">Sizes</button>
        <div id="home"><p id="before">before</p><div id="sizes" hidden>
          <fg-test-widget id="w" label="in the popup"></fg-test-widget>
        </div><p id="after">after</p></div>`);
    });
  });

  afterEach(async () => {
    await inAct(() => page.stop());
    await flushMicrotasks();
    sinon.restore();
  });

  const widget = () => document.getElementById('w') as ReactElement;
  const clicks = () => widget().querySelector('.clicks') as HTMLButtonElement;

  async function open(): Promise<HTMLElement> {
    let popup: HTMLElement | null = null;
    await inAct(async () => {
      popup = await openByClick(page.root.querySelector('#open') as HTMLElement);
    });
    await flushMicrotasks();
    return popup as unknown as HTMLElement;
  }

  async function close(popup: HTMLElement): Promise<void> {
    const closed = nextState('closed');
    await clickInAct(popup.querySelector('.fg-popup__close') as HTMLButtonElement);
    await closed;
    await flushMicrotasks();
  }

  it('keeps its React state and its root while moved into the dialog and back', async () => {
    const element = widget();
    await clickInAct(clicks());
    const roots = mountedRootCount();

    const popup = await open();
    expect(popup.contains(element)).to.equal(true);
    expect(element.lifecycleState).to.equal('in-document');
    expect(clicks().textContent).to.equal('1');
    // Still interactive in the dialog: its React events follow the element.
    await clickInAct(clicks());
    expect(clicks().textContent).to.equal('2');
    // One more root: the popup frame's own.
    expect(mountedRootCount()).to.equal(roots + 1);

    await close(popup);
    expect(document.getElementById('sizes')?.previousElementSibling?.id).to.equal('before');
    expect(widget()).to.equal(element);
    expect(element.lifecycleState).to.equal('in-document');
    expect(clicks().textContent).to.equal('2');
    expect(widgetMounts.count).to.equal(1);
    expect(mountedRootCount()).to.equal(roots);
  });

  it('keeps it through a second opening, and disposes it only when it leaves the page', async () => {
    await close(await open());
    await clickInAct(clicks());
    const popup = await open();
    expect(clicks().textContent).to.equal('1');
    await close(popup);
    expect(widgetMounts.count).to.equal(1);
    const element = widget();
    const roots = mountedRootCount();
    await inAct(() => document.getElementById('sizes')?.remove());
    await flushMicrotasks();
    expect(element.lifecycleState).to.equal('disposed');
    expect(mountedRootCount()).to.equal(roots - 1);
  });
});
