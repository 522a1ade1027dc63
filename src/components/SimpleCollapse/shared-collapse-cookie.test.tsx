import { expect } from 'chai';
import '../../../elements/fg-simple-collapse.ts';
import {
  clickInAct,
  fixture,
  flushMicrotasks,
  inAct,
  mountFixture,
} from '../../../elements/test-support/react-act.ts';
import { startCollapse } from '../../behaviours/collapse/start-collapse.ts';
import { expireCookie } from '../../toolkit/cookies.ts';

const COOKIE = 'fg_test_shared_collapse';

/** The same remembered block, once as a behaviour block and once as the React component. */
const BEHAVIOUR_BLOCK = `
  <section id="behaviour" data-collapse data-collapse-cookie="${COOKIE}">
    <h2><button type="button" data-collapse-toggle>Doprava</button></h2>
    <div data-collapse-panel hidden><p>Zdarma</p></div>
  </section>`;
const COMPONENT_BLOCK = `
  <fg-simple-collapse id="component" data-cookie-name="${COOKIE}">
    <h2>Doprava</h2>
    <p>Zdarma</p>
  </fg-simple-collapse>`;

describe('the collapse cookie shared by the collapse behaviour and SimpleCollapse', () => {
  let roots: HTMLElement[] = [];
  let stops: Array<() => void> = [];

  /** Starts the behaviour on a fresh block: it reads the cookie as a page load does. */
  const behaviourBlock = () => {
    const root = fixture(BEHAVIOUR_BLOCK);
    roots.push(root);
    stops.push(startCollapse(document));
    return {
      open: () => !(root.querySelector('[data-collapse-panel]') as HTMLElement).hidden,
      toggle: () => (root.querySelector('[data-collapse-toggle]') as HTMLButtonElement).click(),
    };
  };
  const componentBlock = async () => {
    const root = await mountFixture(COMPONENT_BLOCK);
    roots.push(root);
    const button = () => root.querySelector('button') as HTMLButtonElement;
    return {
      open: () => button().getAttribute('aria-expanded') === 'true',
      toggle: () => clickInAct(button()),
    };
  };

  beforeEach(() => expireCookie(COOKIE));
  afterEach(async () => {
    for (const stop of stops) stop();
    await inAct(() => {
      for (const root of roots) root.remove();
    });
    await flushMicrotasks();
    roots = [];
    stops = [];
    expireCookie(COOKIE);
  });

  it('opens SimpleCollapse as the behaviour left the block, open and then closed', async () => {
    const behaviour = behaviourBlock();
    behaviour.toggle();
    expect(behaviour.open()).to.equal(true);
    expect((await componentBlock()).open()).to.equal(true);
    behaviour.toggle();
    expect((await componentBlock()).open()).to.equal(false);
  });

  it('opens the behaviour block as SimpleCollapse left it, open and then closed', async () => {
    const component = await componentBlock();
    await component.toggle();
    expect(component.open()).to.equal(true);
    expect(behaviourBlock().open()).to.equal(true);
    await component.toggle();
    expect(behaviourBlock().open()).to.equal(false);
  });

  for (const [legacy, open] of [
    ['1', true],
    ['0', false],
  ] as const) {
    it(`reads the legacy value ${legacy} in both as ${open ? 'open' : 'closed'}`, async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: a cookie in the format SimpleCollapse once wrote
      document.cookie = `${COOKIE}=${legacy}; path=/`;
      expect(behaviourBlock().open()).to.equal(open);
      expect((await componentBlock()).open()).to.equal(open);
    });
  }
});
