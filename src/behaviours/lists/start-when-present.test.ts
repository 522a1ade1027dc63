import { expect } from 'chai';
import sinon from 'sinon';
import { emit } from '../../core/events.ts';
import { startComparisonOnDemand } from '../comparison/index.ts';
import { settle } from '../user-tools/flows-test-kit.ts';
import { startWhenPresent } from './start-when-present.ts';

describe('behaviours loaded on demand', () => {
  let fixture: HTMLElement;
  let stops: Array<() => void>;

  beforeEach(() => {
    stops = [];
    fixture = document.createElement('div');
    document.body.append(fixture);
  });

  afterEach(() => {
    for (const stop of stops) stop();
    fixture.remove();
  });

  const swapIn = (markup: string) => {
    const region = document.createElement('div');
    region.innerHTML = markup;
    fixture.append(region);
    emit(region, 'fg:pu-after-replace', { targetId: 'region', newElement: region });
  };

  it('loads nothing while the page lacks the markup', async () => {
    const stopBehaviour = sinon.spy();
    const load = sinon.stub().resolves(() => stopBehaviour);
    stops.push(startWhenPresent(document, '[data-fg-test-marker]', load));
    swapIn('<p>other content</p>');
    await settle();
    expect(load.called).to.equal(false);
  });

  it('loads and starts once when the markup is on the page or swapped in', async () => {
    const stopBehaviour = sinon.spy();
    const start = sinon.stub().returns(stopBehaviour);
    const load = sinon.stub().resolves(start);
    fixture.innerHTML = '<div data-fg-test-marker></div>';
    const stop = startWhenPresent(document, '[data-fg-test-marker]', load);
    swapIn('<div data-fg-test-marker></div>');
    await settle();
    expect(load.callCount).to.equal(1);
    expect(start.calledOnceWithExactly(document)).to.equal(true);
    stop();
    expect(stopBehaviour.calledOnce).to.equal(true);
  });

  it('loads when a swapped-in region is itself the marked element', async () => {
    const load = sinon.stub().resolves(() => () => {});
    stops.push(startWhenPresent(document, '.fg-test-marked', load));
    const region = document.createElement('div');
    region.className = 'fg-test-marked';
    fixture.append(region);
    emit(region, 'fg:pu-after-replace', { targetId: 'region', newElement: region });
    expect(load.calledOnce).to.equal(true);
  });

  it('does not start a behaviour stopped while it was loading', async () => {
    const start = sinon.stub().returns(() => {});
    fixture.innerHTML = '<div data-fg-test-marker></div>';
    const stop = startWhenPresent(document, '[data-fg-test-marker]', () => Promise.resolve(start));
    stop();
    await settle();
    expect(start.called).to.equal(false);
  });

  it('runs the real comparison module once its toggle is swapped in', async () => {
    stops.push(startComparisonOnDemand(document));
    swapIn(`<input type="checkbox" id="fgTestDifferent" data-comparison-different-only aria-controls="fgTestTable">
      <table id="fgTestTable"><tr data-comparison-row id="fgTestSame"><th>A</th><td>1</td><td>1</td></tr></table>`);
    // The same module the behaviour asked for: once it has loaded here, the behaviour's import resolves too.
    await import('../comparison/start-comparison.ts');
    await settle();
    (document.getElementById('fgTestDifferent') as HTMLInputElement).click();
    expect((document.getElementById('fgTestSame') as HTMLElement).hidden).to.equal(true);
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the cookie the behaviour wrote
    document.cookie = 'PRODUCT_COMPARISON_SHOW_DIFFERENT_ONLY=; max-age=0; path=/';
  });
});
