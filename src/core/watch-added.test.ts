import { expect } from 'chai';
import sinon from 'sinon';
import { addedSeen } from './test-support/added-seen.ts';
import { usePageFixture } from './test-support/page-fixture.ts';
import { afterZeroDelayTimers } from './test-support/waits.ts';
import { watchAdded } from './watch-added.ts';

describe('watchAdded', () => {
  const page = usePageFixture();

  it('hands over what a swap added a task later, not inside the task that added it', async () => {
    const onAdded = sinon.spy();
    page.stop = watchAdded(page.root, onAdded);
    const first = document.createElement('section');
    const second = document.createElement('section');
    second.innerHTML = '<p>nested</p>';
    page.root.append(first, 'text', second);
    await Promise.resolve();
    await Promise.resolve();
    expect(onAdded.called, 'not within the swap task').to.equal(false);
    await addedSeen();
    expect(onAdded.calledOnce).to.equal(true);
    expect(onAdded.firstCall.args[0]).to.deep.equal([first, second]);
  });

  it('gathers what is added until its task runs, then starts anew', async () => {
    const onAdded = sinon.spy();
    page.stop = watchAdded(page.root, onAdded);
    const a = document.createElement('div');
    const b = document.createElement('div');
    page.root.append(a);
    // A second mutation delivery before the hand-over: gathered into the same one.
    await Promise.resolve();
    page.root.append(b);
    await addedSeen();
    expect(onAdded.callCount).to.equal(1);
    expect(onAdded.firstCall.args[0]).to.deep.equal([a, b]);
    const c = document.createElement('div');
    page.root.append(c);
    await addedSeen();
    expect(onAdded.secondCall.args[0]).to.deep.equal([c]);
  });

  it('works under fake timers (the page timer it took when it loaded runs without a tick)', async () => {
    const clock = sinon.useFakeTimers();
    try {
      const onAdded = sinon.spy();
      page.stop = watchAdded(page.root, onAdded);
      page.root.append(document.createElement('div'));
      await Promise.resolve();
      await afterZeroDelayTimers();
      expect(onAdded.calledOnce, 'without a tick').to.equal(true);
    } finally {
      clock.restore();
    }
  });

  it('hands over nothing once stopped: neither what is added later nor what was waiting', async () => {
    const onAdded = sinon.spy();
    const stop = watchAdded(page.root, onAdded);
    page.root.append(document.createElement('div'));
    await Promise.resolve();
    stop();
    await addedSeen();
    expect(onAdded.called, 'waiting when stopped').to.equal(false);
    page.root.append(document.createElement('div'));
    await addedSeen();
    expect(onAdded.called, 'added after the stop').to.equal(false);
  });
});
