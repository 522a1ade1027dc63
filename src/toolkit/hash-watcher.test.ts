import { expect } from 'chai';
import sinon from 'sinon';
import { watchHash } from './hash-watcher.ts';

const startAddress = location.href;

function setHashSilently(hash: string): void {
  // replaceState changes the hash without a hashchange event: only the poll can see it.
  history.replaceState(history.state, '', hash);
}

describe('hash watcher', () => {
  let clock: sinon.SinonFakeTimers;
  let stop: () => void = () => {};

  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });

  afterEach(() => {
    stop();
    clock.restore();
    history.replaceState(history.state, '', startAddress);
  });

  it('polls the hash every 500 ms', () => {
    const changed = sinon.spy();
    stop = watchHash(changed);
    setHashSilently('#files');
    clock.tick(499);
    expect(changed.called).to.equal(false);
    clock.tick(1);
    expect(changed.calledOnceWithExactly('#files')).to.equal(true);
  });

  it('calls back only when the hash changed', () => {
    const changed = sinon.spy();
    stop = watchHash(changed);
    clock.tick(1500);
    expect(changed.called).to.equal(false);
    setHashSilently('#files');
    clock.tick(1500);
    expect(changed.callCount).to.equal(1);
    setHashSilently('#manuals');
    clock.tick(500);
    expect(changed.callCount).to.equal(2);
    expect(changed.secondCall.args[0]).to.equal('#manuals');
  });

  it('reacts to hashchange at once, without reporting it again on the next poll', () => {
    const changed = sinon.spy();
    stop = watchHash(changed);
    setHashSilently('#drivers');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(changed.calledOnceWithExactly('#drivers')).to.equal(true);
    clock.tick(500);
    expect(changed.callCount).to.equal(1);
  });

  it('reports a removed hash as an empty string', () => {
    setHashSilently('#files');
    const changed = sinon.spy();
    stop = watchHash(changed);
    history.replaceState(history.state, '', location.pathname + location.search);
    clock.tick(500);
    expect(changed.calledOnceWithExactly('')).to.equal(true);
  });

  it('stops polling and listening when stopped', () => {
    const changed = sinon.spy();
    watchHash(changed)();
    setHashSilently('#files');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    clock.tick(2000);
    expect(changed.called).to.equal(false);
  });
});
