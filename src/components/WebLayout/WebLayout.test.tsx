import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import '../../../elements/fg-web-layout.ts';
import { mountedRootCount } from '../../../elements/define-react-element.ts';
import {
  axeViolations,
  fixture,
  inAct,
  mountFixture,
  removeFixture,
  untilRendered,
} from '../../../elements/test-support/react-act.ts';
import { swapByPartialUpdate } from '../../../elements/test-support/swap-by-partial-update.ts';
import { partialUpdate } from '../../core/partial-update.ts';
import { HEADER_HIDDEN_ATTRIBUTE } from './hiding-header.ts';

/** Breakpoints beyond any window's width, so each layout can be asked for in every browser. */
const PHONE = 'tablet-from="100000" desktop-from="100000"';

const page = (attributes: string) => `
  <fg-web-layout id="page" header="top" ${attributes}>
    <header id="top" class="top"><a href="/cs">Obchod</a> <button type="button">Menu</button></header>
    <main id="content" data-pu-container><p class="server-content">Obsah</p><div class="tall"></div></main>
  </fg-web-layout>`;

describe('WebLayout', () => {
  let root: HTMLElement;
  let server: FakeServer;

  const mount = async (attributes = '') => {
    root = await mountFixture(page(attributes));
  };
  const layoutRoot = () => root.querySelector('fg-web-layout') as HTMLElement;

  beforeEach(() => {
    server = fakeServer.create();
    server.respondImmediately = true;
    server.respondWith([200, { 'Content-Type': 'text/html' }, '<main id="content"><p>nový</p></main>']);
  });

  afterEach(async () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await removeFixture(root);
    server.restore();
  });

  it('keeps the server page where it is and reflects the layout of the width as data-layout', async () => {
    await mount(PHONE);
    const content = root.querySelector('.server-content');
    expect(layoutRoot().getAttribute('data-layout')).to.equal('phone');
    expect(content?.isConnected).to.equal(true);
    expect(layoutRoot().contains(content as Node)).to.equal(true);
    expect((content as HTMLElement).getBoundingClientRect().height).to.be.greaterThan(0);
    await inAct(() => layoutRoot().setAttribute('tablet-from', '1'));
    expect(layoutRoot().getAttribute('data-layout')).to.equal('tablet');
    await inAct(() => layoutRoot().setAttribute('desktop-from', '1'));
    expect(layoutRoot().getAttribute('data-layout')).to.equal('desktop');
  });

  for (const [when, attributes] of [
    ['upgrades', ''],
    ['is held back by its upgrade policy', 'upgrade="interaction"'],
  ] as const) {
    it(`shows the page through a slot from the moment the element ${when}, before React renders`, async () => {
      root = fixture(page(attributes));
      const content = root.querySelector('.server-content') as HTMLElement;
      expect(layoutRoot().shadowRoot?.querySelector('slot')).to.not.equal(null);
      expect(content.getBoundingClientRect().height).to.be.greaterThan(0);
      await untilRendered(root);
      expect(content.getBoundingClientRect().height).to.be.greaterThan(0);
    });
  }

  it('keeps the slot it was made with through its first render: the page is not re-slotted', async () => {
    root = fixture(page(''));
    const slot = layoutRoot().shadowRoot?.querySelector('slot');
    const main = root.querySelector('#content') as HTMLElement;
    // Compared as booleans: chai's message for two unequal slots never ends.
    expect(slot !== null && main.assignedSlot === slot, 'the main element shows through the slot').to.equal(
      true,
    );
    await untilRendered(root);
    expect(layoutRoot().shadowRoot?.querySelectorAll('slot').length).to.equal(1);
    expect(main.assignedSlot === slot, 'the same slot after the first render').to.equal(true);
  });

  it('sends the layout as the layout context of a partial update inside it, unless it names one', async () => {
    await mount(PHONE);
    await inAct(() => partialUpdate({ target: 'content', url: '/cs/kategorie' }));
    expect(new URL(server.requests[0]!.url, location.href).searchParams.get('_pu_layout')).to.equal('phone');
    await inAct(() => partialUpdate({ target: 'content', url: '/cs/kategorie', layoutContext: 'print' }));
    expect(new URL(server.requests[1]!.url, location.href).searchParams.get('_pu_layout')).to.equal('print');
  });

  it('hides the header on scrolling down and shows it on scrolling up, without moving the content', async () => {
    await mount();
    const tall = root.querySelector('.tall') as HTMLElement;
    tall.style.height = `${window.innerHeight * 3}px`;
    const scrolled = async (top: number) => {
      const event = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
      window.scrollTo({ top, behavior: 'instant' });
      await event;
    };
    const contentTop = () => (root.querySelector('#content') as HTMLElement).offsetTop;
    const before = contentTop();
    await scrolled(400);
    expect(layoutRoot().hasAttribute(HEADER_HIDDEN_ATTRIBUTE)).to.equal(true);
    expect(contentTop()).to.equal(before);
    await scrolled(300);
    expect(layoutRoot().hasAttribute(HEADER_HIDDEN_ATTRIBUTE)).to.equal(false);
    await scrolled(600);
    expect(layoutRoot().hasAttribute(HEADER_HIDDEN_ATTRIBUTE)).to.equal(true);
    // Keyboard focus entering the header brings it back.
    (root.querySelector('#top button') as HTMLButtonElement).focus();
    expect(layoutRoot().hasAttribute(HEADER_HIDDEN_ATTRIBUTE)).to.equal(false);
  });

  it('survives a partial update of the content and leaves no root mounted when removed', async () => {
    const roots = mountedRootCount();
    await mount(PHONE);
    expect(mountedRootCount()).to.equal(roots + 1);
    await swapByPartialUpdate('content', '<main id="content"><p class="fresh">Nový obsah</p></main>');
    expect(root.querySelector('.fresh')).to.not.equal(null);
    expect(layoutRoot().getAttribute('data-layout')).to.equal('phone');
    await removeFixture(root);
    expect(mountedRootCount()).to.equal(roots);
  });

  it('is axe-clean', async () => {
    await mount();
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
