import { expect } from 'chai';
import sinon from 'sinon';
import { ChunkLoadFailedError, ChunkLoadTimeoutError } from '../src/core/errors.ts';
// React and the platform are loaded up front so only the lazy chunk itself is fetched in the tests.
import './define-react-element.ts';
import { afterZeroDelayTimers } from '../src/core/test-support/waits.ts';
import { tagNameOf } from '../src/protocol/component-tags.ts';
import { mountedRootCount } from './mounted-roots.ts';
import { registerComponent, startAutoloader } from './tag-autoloader.ts';
import { fixture, flushMicrotasks, inAct, removeFixture, untilInAct } from './test-support/react-act.ts';

describe('autoloader', () => {
  let root: HTMLElement;
  let stop: () => void;
  let loads: number;

  beforeEach(() => {
    loads = 0;
    registerComponent('TestLazy', () => {
      loads += 1;
      return import('./test-support/fg-test-lazy.ts');
    });
    root = fixture('');
    stop = startAutoloader(root);
  });

  afterEach(async () => {
    stop();
    await removeFixture(root);
    sinon.restore();
  });

  it('names tags fg- + kebab-case', () => {
    expect(tagNameOf('RadioSelect')).to.equal('fg-radio-select');
    expect(tagNameOf('UniversalPaginationButton')).to.equal('fg-universal-pagination-button');
  });

  it('loads a chunk only when its element appears, then the tag is defined and rendered', async () => {
    expect(customElements.get('fg-test-lazy')).to.equal(undefined);
    expect(loads).to.equal(0);
    root.innerHTML = '<fg-test-lazy id="a" label="first"></fg-test-lazy><fg-test-lazy id="b"></fg-test-lazy>';
    await untilInAct(() => root.querySelectorAll('.lazy').length === 2);
    expect(customElements.get('fg-test-lazy')).to.not.equal(undefined);
    expect(loads).to.equal(1);
    expect(root.querySelector('#a .lazy')?.textContent).to.equal('first');
  });

  it('mounts the component on a data-component element, also in content swapped in later', async () => {
    const before = mountedRootCount();
    const region = document.createElement('div');
    region.innerHTML = '<div id="c" data-component="TestLazy" label="swapped"></div>';
    root.append(region);
    await untilInAct(() => root.querySelector('#c .lazy') !== null);
    expect(root.querySelector('#c .lazy')?.textContent).to.equal('swapped');
    expect(mountedRootCount()).to.equal(before + 1);
    await inAct(() => region.remove());
    await flushMicrotasks();
    expect(mountedRootCount()).to.equal(before);
  });

  it('knows every built component by its data-component name and its tag', async () => {
    const built = [
      'RadioSelect',
      'RadioSelectTab',
      'Slider',
      'NumberInput',
      'Form',
      'Typeahead',
      'SimpleCollapse',
      'ListToggle',
      'UniversalPaginationButton',
      'MyList',
      'System',
      'RedirectToUrl',
      'AsideNav',
      'AnchorsList',
      'Gallery',
      'GalleryGrid',
    ];
    const error = sinon.stub(console, 'error');
    root.innerHTML = built.map((name) => `<div id="c-${name}" data-component="${name}"></div>`).join('');
    await untilInAct(() => built.every((name) => customElements.get(tagNameOf(name)) !== undefined));
    const unknown = error.args.map(String).filter((line) => line.includes('Unknown component'));
    expect(unknown).to.deep.equal([]);
  });

  it('only logs an unknown component name', async () => {
    const error = sinon.stub(console, 'error');
    root.innerHTML = '<div id="x" data-component="NoSuchThing"></div>';
    await untilInAct(() => error.called);
    expect(String(error.firstCall.args[0])).to.contain('Unknown component "NoSuchThing"');
  });

  it('reports ChunkLoadFailedError, naming the tag, when a chunk fails to load', async () => {
    const error = sinon.stub(console, 'error');
    registerComponent('FailsToLoad', () => Promise.reject(new Error('offline')));
    root.innerHTML = '<div id="f" data-component="FailsToLoad"></div>';
    await untilInAct(() => error.called);
    expect(error.firstCall.args[0]).to.be.instanceOf(ChunkLoadFailedError);
    expect(error.firstCall.args[0].message).to.equal('Script chunk "fg-fails-to-load" did not load.');
  });

  it('reports ChunkLoadTimeoutError when a chunk does not load within 120 000 ms', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const error = sinon.stub(console, 'error');
    registerComponent('NeverLoads', () => new Promise(() => {}));
    root.innerHTML = '<div id="n" data-component="NeverLoads"></div>';
    // The autoloader looks a task after the change (the page's own timer, which the fake clock does not hold).
    await flushMicrotasks();
    await afterZeroDelayTimers();
    await flushMicrotasks();
    clock.tick(119_999);
    await flushMicrotasks();
    expect(error.called).to.equal(false);
    clock.tick(1);
    await flushMicrotasks();
    clock.restore();
    expect(error.firstCall.args[0]).to.be.instanceOf(ChunkLoadTimeoutError);
    expect(String(error.firstCall.args[0].message)).to.contain('120000 ms');
  });
});
