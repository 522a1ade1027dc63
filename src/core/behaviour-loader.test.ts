import { expect } from 'chai';
import sinon from 'sinon';
import { startBehaviourLoader } from './behaviour-loader.ts';

describe('behaviour loader', () => {
  let fixture: HTMLElement;
  let stop: () => void = () => {};
  beforeEach(() => {
    fixture = document.createElement('div');
    document.body.append(fixture);
  });
  afterEach(() => {
    stop();
    fixture.remove();
  });
  const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts a behaviour whose markup is on the page, once', async () => {
    fixture.innerHTML = '<div data-a></div><div data-a></div>';
    const start = sinon.spy();
    stop = startBehaviourLoader([{ selector: '[data-a]', start }]);
    await mutationsDelivered();
    fixture.insertAdjacentHTML('beforeend', '<div data-a></div>');
    await mutationsDelivered();
    expect(start.callCount).to.equal(1);
  });

  it('never starts a behaviour whose markup never appears', async () => {
    const start = sinon.spy();
    stop = startBehaviourLoader([{ selector: '[data-missing]', start }]);
    fixture.innerHTML = '<p>other</p>';
    await mutationsDelivered();
    expect(start.called).to.equal(false);
  });

  it('starts a behaviour when its markup is swapped in later, nested or not', async () => {
    const start = sinon.spy();
    stop = startBehaviourLoader([{ selector: '[data-b]', start }]);
    await mutationsDelivered();
    expect(start.called).to.equal(false);
    const region = document.createElement('section');
    region.innerHTML = '<ul><li data-b>x</li></ul>';
    fixture.append(region);
    await mutationsDelivered();
    expect(start.calledOnce).to.equal(true);
  });

  it('logs a behaviour that fails to load', async () => {
    const log = sinon.stub(console, 'error');
    fixture.innerHTML = '<div data-c></div>';
    stop = startBehaviourLoader([
      { selector: '[data-c]', start: () => Promise.reject(new Error('chunk gone')) },
    ]);
    await mutationsDelivered();
    await mutationsDelivered();
    log.restore();
    expect(String(log.firstCall?.args[0])).to.contain('chunk gone');
  });
  it("holds a click on a behaviour's element until it has started, then replays it", async () => {
    fixture.innerHTML = '<a id="held" href="#held-target" data-confirm="Sure?">remove</a>';
    const seen: string[] = [];
    let finishStart: () => void = () => {};
    stop = startBehaviourLoader([
      {
        selector: '[data-confirm]',
        holdClicks: '[data-confirm]',
        start: () =>
          new Promise<void>((resolve) => {
            finishStart = () => {
              document.addEventListener('click', (event) => {
                seen.push('behaviour');
                event.preventDefault();
              });
              resolve();
            };
          }),
      },
    ]);
    const link = document.getElementById('held') as HTMLAnchorElement;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).to.equal(true);
    expect(seen).to.deep.equal([]);
    await mutationsDelivered();
    expect(seen).to.deep.equal([]);
    finishStart();
    await mutationsDelivered();
    expect(seen).to.deep.equal(['behaviour']);
    // Once started, clicks pass straight through.
    link.click();
    expect(seen).to.deep.equal(['behaviour', 'behaviour']);
  });
});
