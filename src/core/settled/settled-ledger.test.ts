import { expect } from 'chai';
import sinon from 'sinon';
import { type MarkupBehaviour, startBehaviourLoader } from '../../toolkit/behaviour-loader.ts';
import { abort, partialUpdate } from '../partial-update.ts';
import { rejectionOf, useEngineFixture } from '../test-support/engine-fixture.ts';
import { until } from '../test-support/waits.ts';
import { type StoppableLedger, startSettledLedger } from './settled-ledger.ts';
import { quietPeriods } from './test-support/quiet-periods.ts';

describe('settled ledger', () => {
  const engine = useEngineFixture();
  const text = (id: string) => document.getElementById(id)?.textContent?.trim();
  let ledger: StoppableLedger;
  let settledEvents: number;
  const countSettled = () => {
    settledEvents += 1;
  };

  /** Whether `whenSettled()`, asked now, has resolved once the ledger's quiet wait is over. */
  async function settlesNow(): Promise<boolean> {
    let settled = false;
    void ledger.whenSettled().then(() => {
      settled = true;
    });
    await quietPeriods();
    return settled;
  }

  /**
   * `whenSettled()` resolves: an update's end is followed by a quiet wait, which starts over if a
   * lazy chunk the ending update asked for is still arriving — how long that takes is the browser's.
   */
  async function settles(what: string): Promise<void> {
    let settled = false;
    void ledger.whenSettled().then(() => {
      settled = true;
    });
    await until(() => settled, `settled ${what} (busy with: ${ledger.busyWith().join(', ') || 'nothing'})`);
  }

  beforeEach(async () => {
    settledEvents = 0;
    ledger = startSettledLedger(document);
    // The fixture's own markup settles first.
    await ledger.whenSettled();
    document.addEventListener('fg:settled', countSettled);
  });

  afterEach(() => {
    document.removeEventListener('fg:settled', countSettled);
    ledger.stop();
  });

  it('is settled once the page has loaded and nothing is under way', async () => {
    expect(ledger.busyWith()).to.deep.equal([]);
    expect(await settlesNow()).to.equal(true);
  });

  it('settles after a partial update, once its regions are swapped', async () => {
    const update = partialUpdate({ target: 'inner', url: '/inner' });
    let shownWhenSettled: string | undefined;
    void ledger.whenSettled().then(() => {
      shownWhenSettled = text('inner');
    });
    expect(ledger.busyWith()).to.deep.equal(['partial update of #inner']);
    expect(await settlesNow(), 'not while the answer is awaited').to.equal(false);
    engine.answer('<div id="inner">new inner</div>');
    await update;
    await until(() => shownWhenSettled !== undefined, 'settled');
    expect(shownWhenSettled).to.equal('new inner');
  });

  it('stays busy while a second overlapping update is in flight', async () => {
    const inner = partialUpdate({ target: 'inner', url: '/inner' });
    const innerRequest = engine.lastRequest();
    const side = partialUpdate({ target: 'side', url: '/side' });
    innerRequest.respond(200, { 'Content-Type': 'text/html' }, '<div id="inner">i</div>');
    await inner;
    expect(ledger.busyWith()).to.include('partial update of #side');
    expect(await settlesNow(), 'not while the second update is under way').to.equal(false);
    engine.answer('<div id="side">s</div>');
    await side;
    expect(await settlesNow()).to.equal(true);
    expect(settledEvents, 'one busy period, one event').to.equal(1);
  });

  it('settles after an aborted update and after a failed one', async () => {
    const aborted = rejectionOf(partialUpdate({ target: 'inner', url: '/inner' }));
    expect(await settlesNow()).to.equal(false);
    abort('inner');
    expect(((await aborted) as Error).name).to.equal('AbortedError');
    await settles('after the abort');

    sinon.stub(console, 'error');
    const failed = rejectionOf(partialUpdate({ target: 'inner', url: '/inner' }));
    expect(await settlesNow()).to.equal(false);
    engine.answer('gone', 500);
    expect(((await failed) as Error).name).to.equal('HttpStatusError');
    await settles('after the failure');
  });

  it('settles when a listener cancels the update at its start', async () => {
    const cancel = (event: Event) => event.preventDefault();
    engine.fixture.addEventListener('fg:pu-start', cancel);
    const result = await partialUpdate({ target: 'inner', url: '/inner' });
    engine.fixture.removeEventListener('fg:pu-start', cancel);
    expect(result.status).to.equal('cancelled');
    expect(await settlesNow()).to.equal(true);
  });

  it('is busy while a behaviour chunk loads', async () => {
    let arrive: (module: object) => void = () => {};
    const start = sinon.spy();
    const behaviour: MarkupBehaviour = {
      chunk: 'slow-behaviour',
      selector: '#side',
      load: () => new Promise((resolve) => (arrive = resolve)),
      start,
    };
    const stop = startBehaviourLoader([behaviour]);
    try {
      expect(ledger.busyWith()).to.deep.equal(['slow-behaviour']);
      expect(await settlesNow(), 'not while the chunk loads').to.equal(false);
      arrive({});
      expect(await settlesNow()).to.equal(true);
      expect(start.calledOnce).to.equal(true);
    } finally {
      stop();
    }
  });

  it('is busy while a popup loads, until it opens or closes', async () => {
    const trigger = document.createElement('a');
    trigger.id = 'open-popup';
    engine.fixture.append(trigger);
    const tell = (state: 'loading' | 'opened' | 'closed') =>
      trigger.dispatchEvent(
        new CustomEvent('fg:popup-state', { detail: { state, trigger }, bubbles: true, composed: true }),
      );
    tell('loading');
    expect(ledger.busyWith()).to.deep.equal(['popup of <a id="open-popup">']);
    expect(await settlesNow(), 'not while it loads').to.equal(false);
    tell('opened');
    expect(await settlesNow(), 'once opened').to.equal(true);
    tell('loading');
    expect(await settlesNow()).to.equal(false);
    tell('closed');
    expect(await settlesNow(), 'once closed while loading').to.equal(true);
  });

  it('tells fg:settled once per busy period, and not when asked while settled', async () => {
    const first = partialUpdate({ target: 'inner', url: '/inner' });
    const firstRequest = engine.lastRequest();
    const second = partialUpdate({ target: 'side', url: '/side' });
    engine.answer('<div id="side">s</div>');
    firstRequest.respond(200, { 'Content-Type': 'text/html' }, '<div id="inner">i</div>');
    await Promise.all([first, second]);
    expect(await settlesNow()).to.equal(true);
    expect(await settlesNow()).to.equal(true);
    expect(settledEvents).to.equal(1);

    const third = partialUpdate({ target: 'inner', url: '/inner' });
    engine.answer('<div id="inner">again</div>');
    await third;
    await quietPeriods();
    expect(settledEvents).to.equal(2);
  });
});
