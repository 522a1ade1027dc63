import { expect } from 'chai';
// React and the platform are loaded up front so only the lazy chunk itself is fetched in the tests.
import './define-react-element.ts';
import { type StoppableLedger, startSettledLedger } from '../src/core/settled/settled-ledger.ts';
import { quietPeriods } from '../src/core/settled/test-support/quiet-periods.ts';
import { startAutoloader } from './tag-autoloader.ts';
import { registerGatedIsland } from './test-support/gated-island.ts';
import { inAct, untilInAct } from './test-support/react-act.ts';

/** The settled signal and component elements: which upgrades keep the page busy (docs/settled.md). */
describe('settled ledger: component elements upgrading', () => {
  let root: HTMLElement;
  let stop: () => void;
  let ledger: StoppableLedger;
  let loads: number;
  let release: () => void;

  beforeEach(async () => {
    await import('./component-chunks.ts');
    loads = 0;
    release = registerGatedIsland(() => {
      loads += 1;
    });
    ledger = startSettledLedger(document);
    await ledger.whenSettled();
    root = document.createElement('div');
    document.body.append(root);
    stop = startAutoloader(root);
  });

  afterEach(async () => {
    stop();
    ledger.stop();
    await inAct(() => root.remove());
  });

  const island = (id: string, policy: string) =>
    `<div id="${id}" data-component="TestIsland" upgrade="${policy}"><button type="button" id="${id}-go">server</button></div>`;
  const rendered = (id: string) => document.querySelector(`#${id} .island-go`) !== null;

  /** Whether `whenSettled()`, asked now, has resolved once the ledger's quiet wait is over. */
  async function settlesNow(): Promise<boolean> {
    let settled = false;
    void ledger.whenSettled().then(() => {
      settled = true;
    });
    await inAct(() => quietPeriods());
    return settled;
  }

  it('does not wait for a visible element out of view', async () => {
    root.innerHTML = `<div style="height:${innerHeight * 3}px"></div>${island('v1', 'visible')}`;
    release();
    expect(await settlesNow()).to.equal(true);
    expect(loads, 'nothing loaded').to.equal(0);
    expect(ledger.busyWith()).to.deep.equal([]);
  });

  it('does not wait for an interaction element nobody reached for', async () => {
    root.innerHTML = island('n1', 'interaction');
    release();
    expect(await settlesNow()).to.equal(true);
    expect(loads).to.equal(0);
  });

  it('waits for an upgrade the visitor asked for until its component has rendered (fg:upgraded)', async () => {
    root.innerHTML = island('i1', 'interaction');
    expect(await settlesNow()).to.equal(true);
    const element = root.querySelector('#i1') as HTMLElement;
    let upgradedBeforeSettled: boolean | undefined;
    let upgraded = false;
    element.addEventListener('fg:upgraded', () => {
      upgraded = true;
    });
    element.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    void ledger.whenSettled().then(() => {
      upgradedBeforeSettled = upgraded;
    });
    await untilInAct(() => loads === 1, 'loading on intent');
    expect(ledger.busyWith()).to.include('<div id="i1"> upgrading');
    expect(await settlesNow(), 'not while its chunk loads').to.equal(false);
    release();
    await untilInAct(() => upgradedBeforeSettled !== undefined, 'settled');
    expect(upgradedBeforeSettled).to.equal(true);
    expect(rendered('i1')).to.equal(true);
  });

  it('waits for an element that upgrades at load until it has rendered', async () => {
    root.innerHTML = island('l1', 'load');
    let renderedWhenSettled: boolean | undefined;
    void ledger.whenSettled().then(() => {
      renderedWhenSettled = rendered('l1');
    });
    await untilInAct(() => loads === 1, 'loading at once');
    expect(await settlesNow(), 'not while its chunk loads').to.equal(false);
    release();
    await untilInAct(() => renderedWhenSettled !== undefined, 'settled');
    expect(renderedWhenSettled).to.equal(true);
  });

  it('stops waiting for an element removed before its component rendered', async () => {
    root.innerHTML = island('r1', 'load');
    await untilInAct(() => loads === 1, 'loading at once');
    expect(await settlesNow()).to.equal(false);
    root.innerHTML = '';
    release();
    await untilInAct(() => ledger.busyWith().length === 0, 'nothing under way');
    expect(await settlesNow()).to.equal(true);
  });
});
