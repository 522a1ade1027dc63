import { expect } from 'chai';
import sinon from 'sinon';
import { ChunkLoadFailedError } from '../core/errors.ts';
import { addedSeen } from '../core/test-support/added-seen.ts';
import { expectClickGivenBackAtChunkTimeOut } from '../core/test-support/chunk-time-out.ts';
import { recordActionsLeftToBrowser } from '../core/test-support/click-left-to-browser.ts';
import { usePageFixture } from '../core/test-support/page-fixture.ts';
import { type MarkupBehaviour, startBehaviourLoader } from './behaviour-loader.ts';

/** A behaviour whose chunk is `module` (or what `load` gives) and whose start is `start`. */
function behaviour(
  selector: string,
  start: (module: unknown) => unknown,
  extra: Partial<MarkupBehaviour> = {},
): MarkupBehaviour {
  return { chunk: 'test-chunk', selector, load: async () => ({}), start, ...extra };
}

describe('behaviour loader', () => {
  const page = usePageFixture();

  it('starts a behaviour whose markup is on the page, once', async () => {
    page.root.innerHTML = '<div data-a></div><div data-a></div>';
    const start = sinon.spy();
    page.stop = startBehaviourLoader([behaviour('[data-a]', start)]);
    await addedSeen();
    page.root.insertAdjacentHTML('beforeend', '<div data-a></div>');
    await addedSeen();
    expect(start.callCount).to.equal(1);
  });

  it('never starts a behaviour whose markup never appears', async () => {
    const start = sinon.spy();
    page.stop = startBehaviourLoader([behaviour('[data-missing]', start)]);
    page.root.innerHTML = '<p>other</p>';
    await addedSeen();
    expect(start.called).to.equal(false);
  });

  it('starts a behaviour when its markup is swapped in later, nested or not', async () => {
    const start = sinon.spy();
    page.stop = startBehaviourLoader([behaviour('[data-b]', start)]);
    await addedSeen();
    expect(start.called).to.equal(false);
    const region = document.createElement('section');
    region.innerHTML = '<ul><li data-b>x</li></ul>';
    page.root.append(region);
    await addedSeen();
    expect(start.calledOnce).to.equal(true);
  });

  it('starts exactly the behaviours whose markup many regions swapped in at once hold', async () => {
    const starts = { a: sinon.spy(), b: sinon.spy(), c: sinon.spy(), d: sinon.spy() };
    page.root.innerHTML = '<p data-d>already here</p>';
    page.stop = startBehaviourLoader([
      behaviour('[data-a]', starts.a),
      behaviour('li.b, [data-b]', starts.b),
      behaviour('[data-c]', starts.c),
      behaviour('[data-d]', starts.d),
    ]);
    await addedSeen();
    expect(starts.d.calledOnce).to.equal(true);
    const regions = Array.from({ length: 50 }, (_, index) => {
      const region = document.createElement('section');
      // One region holds the first behaviour's markup, nested; another is itself the second's.
      if (index === 7) region.innerHTML = '<div><span data-a>a</span></div>';
      else region.innerHTML = '<p>nothing to start</p>';
      if (index === 31) region.dataset.b = '';
      return region;
    });
    page.root.append(...regions);
    await addedSeen();
    expect(starts.a.calledOnce).to.equal(true);
    expect(starts.b.calledOnce).to.equal(true);
    expect(starts.c.called).to.equal(false);
    expect(starts.d.calledOnce).to.equal(true);
  });

  it('logs a behaviour whose chunk fails to load, naming the chunk', async () => {
    const log = sinon.stub(console, 'error');
    page.root.innerHTML = '<div data-c></div>';
    const start = sinon.spy();
    page.stop = startBehaviourLoader([
      behaviour('[data-c]', start, { chunk: 'start-c', load: () => Promise.reject(new Error('chunk gone')) }),
    ]);
    await addedSeen();
    log.restore();
    expect(log.firstCall.args[0]).to.be.instanceOf(ChunkLoadFailedError);
    expect(log.firstCall.args[0].message).to.equal('Script chunk "start-c" did not load.');
    expect(log.firstCall.args[0].cause.message).to.equal('chunk gone');
    expect(start.called).to.equal(false);
  });

  it("holds a click on a behaviour's element until it has started, then replays it", async () => {
    page.root.innerHTML = '<a id="held" href="#held-target" data-confirm="Sure?">remove</a>';
    const seen: string[] = [];
    let finishStart: () => void = () => {};
    page.stop = startBehaviourLoader([
      behaviour(
        '[data-confirm]',
        () =>
          new Promise<void>((resolve) => {
            finishStart = () => {
              page.root.addEventListener('click', (event) => {
                seen.push('behaviour');
                event.preventDefault();
              });
              resolve();
            };
          }),
        { holdClicks: '[data-confirm]' },
      ),
    ]);
    const link = document.getElementById('held') as HTMLAnchorElement;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).to.equal(true);
    expect(seen).to.deep.equal([]);
    await addedSeen();
    expect(seen).to.deep.equal([]);
    finishStart();
    await addedSeen();
    expect(seen).to.deep.equal(['behaviour']);
    // Once started, clicks pass straight through.
    link.click();
    expect(seen).to.deep.equal(['behaviour', 'behaviour']);
  });

  it('replays a held click on the submit button of a held form as a submit by that button', async () => {
    page.root.innerHTML =
      '<form id="basket" action="#added" data-add-to-basket><button name="size" value="2">Add</button></form>';
    const submits: (HTMLElement | null)[] = [];
    let finishStart: () => void = () => {};
    page.stop = startBehaviourLoader([
      behaviour(
        '[data-add-to-basket]',
        () =>
          new Promise<void>((resolve) => {
            finishStart = () => {
              page.root.addEventListener('submit', (event) => {
                submits.push(event.submitter);
                event.preventDefault();
              });
              resolve();
            };
          }),
        { holdClicks: '[data-add-to-basket]' },
      ),
    ]);
    const button = page.root.querySelector('button') as HTMLButtonElement;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).to.equal(true);
    await addedSeen();
    expect(submits).to.deep.equal([]);
    finishStart();
    await addedSeen();
    expect(submits).to.deep.equal([button]);
  });

  describe('a held click whose chunk does not come', () => {
    let browser: ReturnType<typeof recordActionsLeftToBrowser>;
    let log: sinon.SinonStub;
    beforeEach(() => {
      page.root.innerHTML = '<nav data-pagination><a id="page-2" href="/cs/novinky?page=2">2</a></nav>';
      log = sinon.stub(console, 'error');
      browser = recordActionsLeftToBrowser();
    });
    afterEach(() => browser.stop());
    const pagination = (load: () => Promise<unknown>) =>
      behaviour('[data-pagination]', () => {}, { chunk: 'start-pagination', holdClicks: 'a[href]', load });

    it('is given back to the browser when the chunk has not loaded within 120 000 ms', async () => {
      const element = document.getElementById('page-2') as HTMLElement;
      const start = () => {
        page.stop = startBehaviourLoader([pagination(() => new Promise(() => {}))]);
      };
      await expectClickGivenBackAtChunkTimeOut({ chunk: 'start-pagination', element, start }, log, browser);
    });

    it('is given back to the browser at once when the chunk fails to load', async () => {
      page.stop = startBehaviourLoader([pagination(() => Promise.reject(new Error('offline')))]);
      const link = document.getElementById('page-2') as HTMLAnchorElement;
      link.click();
      expect(browser.targets).to.deep.equal([]);
      await addedSeen();
      expect(log.firstCall.args[0]).to.be.instanceOf(ChunkLoadFailedError);
      expect(browser.targets).to.deep.equal([link]);
    });

    it('asks with the browser own dialog first when the element asks for a confirmation', async () => {
      page.root.innerHTML = '<a id="remove" href="/cs/seznam/5/smazat" data-confirm="Smazat?">x</a>';
      const ask = sinon.stub(window, 'confirm');
      ask.onFirstCall().returns(false);
      ask.onSecondCall().returns(true);
      page.stop = startBehaviourLoader([
        behaviour('[data-confirm]', () => {}, {
          holdClicks: '[data-confirm]',
          load: () => Promise.reject(new Error('offline')),
        }),
      ]);
      const link = document.getElementById('remove') as HTMLAnchorElement;
      link.click();
      await addedSeen();
      expect(ask.firstCall.args[0]).to.equal('Smazat?');
      expect(browser.targets).to.deep.equal([], 'declined: nothing happens');
      link.click();
      await addedSeen();
      expect(ask.callCount).to.equal(2, 'a later click asks again');
      expect(browser.targets).to.deep.equal([link]);
    });
  });
});
