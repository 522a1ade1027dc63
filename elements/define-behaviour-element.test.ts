import { expect } from 'chai';
import sinon from 'sinon';
import { flushPromises } from '../src/core/test-support/waits.ts';
import { type BehaviourElement, defineBehaviourElement } from './define-behaviour-element.ts';
import { lifecycleStateOf } from './define-react-element.ts';
import { fixture } from './test-support/react-act.ts';

/** What the test behaviour saw: attached with which `mode`, detached how often. */
const log: string[] = [];
const definition = defineBehaviourElement<{ mode: string; size: number }>(
  'fg-test-behaviour',
  (_element, { mode, size }) => {
    if (size !== undefined) log.push(`size ${size}`);
    if (mode === 'broken') throw new Error('the behaviour cannot attach');
    log.push(`attach ${mode}`);
    return () => log.push(`detach ${mode}`);
  },
  { props: { mode: 'string', size: 'number' } },
);

describe('defineBehaviourElement', () => {
  let root: HTMLElement;
  const element = () => root.querySelector<BehaviourElement>('#behaviour') as BehaviourElement;

  beforeEach(() => {
    log.length = 0;
  });

  afterEach(async () => {
    root.remove();
    await flushPromises();
    sinon.restore();
  });

  it('attaches when it connects, tells fg:upgraded, and keeps its behaviour through a move', async () => {
    const upgraded = sinon.spy();
    addEventListener('fg:upgraded', upgraded);
    root = fixture('<fg-test-behaviour id="behaviour" mode="a"></fg-test-behaviour><div id="other"></div>');
    removeEventListener('fg:upgraded', upgraded);
    expect(log).to.deep.equal(['attach a']);
    expect(element().lifecycleState).to.equal('in-document');
    expect(upgraded.callCount).to.equal(1);
    expect(upgraded.firstCall.args[0].detail).to.deep.equal({ id: 'behaviour' });
    root.querySelector('#other')?.append(element());
    await flushPromises();
    expect(log).to.deep.equal(['attach a']);
  });

  it('attaches again with the new value when an attribute it reads changes', () => {
    root = fixture('<fg-test-behaviour id="behaviour" mode="a"></fg-test-behaviour>');
    element().setAttribute('mode', 'b');
    element().setAttribute('title', 'not read');
    element().setAttribute('size', '12');
    expect(log).to.deep.equal(['attach a', 'detach a', 'attach b', 'detach b', 'size 12', 'attach b']);
  });

  it('reads a malformed number as not set, and says so', () => {
    const error = sinon.stub(console, 'error');
    root = fixture('<fg-test-behaviour id="behaviour" mode="a" size="big"></fg-test-behaviour>');
    expect(log).to.deep.equal(['attach a']);
    expect(String(error.firstCall.args[0])).to.contain('attribute size="big" is not a number');
  });

  it('detaches when it leaves the document, and attaches when it comes back', async () => {
    root = fixture('<fg-test-behaviour id="behaviour" mode="a"></fg-test-behaviour>');
    const behaviour = element();
    behaviour.remove();
    await flushPromises();
    expect(behaviour.lifecycleState).to.equal('disposed');
    root.append(behaviour);
    expect(log).to.deep.equal(['attach a', 'detach a', 'attach a']);
    expect(behaviour.lifecycleState).to.equal('in-document');
  });

  it('leaves the server markup as it is when its behaviour cannot attach: logged, not upgraded', () => {
    const error = sinon.stub(console, 'error');
    root = fixture('<fg-test-behaviour id="behaviour" mode="broken"><a href="/x">x</a></fg-test-behaviour>');
    expect(String(error.firstCall.args[0])).to.contain('the behaviour cannot attach');
    expect(element().lifecycleState).to.equal('decorated');
    expect(root.querySelector('a[href="/x"]')).to.not.equal(null);
  });

  it('waits for its upgrade policy, then attaches once', async () => {
    root = fixture(
      '<fg-test-behaviour id="behaviour" mode="a" upgrade="interaction"><button>b</button></fg-test-behaviour>',
    );
    expect(log).to.deep.equal([]);
    root.querySelector('button')?.focus();
    await flushPromises();
    expect(log).to.deep.equal(['attach a']);
  });

  it('decorates a plain element: attributes followed, detached when it leaves', async () => {
    root = fixture('<div id="behaviour" mode="a"></div>');
    const plain = element();
    definition.decorate(plain);
    expect(lifecycleStateOf(plain)).to.equal('in-document');
    plain.setAttribute('mode', 'b');
    await flushPromises();
    plain.remove();
    await flushPromises();
    expect(log).to.deep.equal(['attach a', 'detach a', 'attach b', 'detach b']);
    expect(lifecycleStateOf(plain)).to.equal(null);
  });
});
