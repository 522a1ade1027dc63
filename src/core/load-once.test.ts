import { expect } from 'chai';
import sinon from 'sinon';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants.ts';
import { ChunkLoadFailedError, ChunkLoadTimeoutError } from './errors.ts';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  afterEach(() => sinon.restore());

  it('imports once and hands every caller the same module', async () => {
    const module = { name: 'chunk' };
    const load = sinon.stub().resolves(module);
    const chunk = loadOnce('chunk', load);
    const [first, second] = await Promise.all([chunk(), chunk()]);
    expect(await chunk()).to.equal(module);
    expect(first).to.equal(module);
    expect(second).to.equal(module);
    expect(load.callCount).to.equal(1);
  });

  it('names the chunk that failed to load, and tries again on the next call', async () => {
    const module = { name: 'chunk' };
    const load = sinon.stub();
    load.onFirstCall().rejects(new Error('offline'));
    load.onSecondCall().resolves(module);
    const chunk = loadOnce('start-popups', load);
    const failure = await chunk().catch((error: unknown) => error);
    expect(failure).to.be.instanceOf(ChunkLoadFailedError);
    expect((failure as Error).message).to.equal('Script chunk "start-popups" did not load.');
    expect(((failure as Error).cause as Error).message).to.equal('offline');
    expect(await chunk()).to.equal(module);
    expect(load.callCount).to.equal(2);
  });

  it('gives up on a chunk that has not arrived within 120 000 ms, naming it', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const chunk = loadOnce('history-controller', () => new Promise(() => {}));
    let failure: unknown;
    chunk().catch((error: unknown) => {
      failure = error;
    });
    await clock.tickAsync(119_999);
    expect(failure).to.equal(undefined);
    await clock.tickAsync(1);
    expect(failure).to.be.instanceOf(ChunkLoadTimeoutError);
    expect((failure as Error).message).to.equal(
      'Script chunk "history-controller" did not load within 120000 ms.',
    );
  });

  it('leaves no time-out running once the chunk is there', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await loadOnce('chunk', async () => ({}))();
    expect(clock.countTimers()).to.equal(0);
  });

  describe('once the page is being left', () => {
    // The window's own events, as the browser fires them around a navigation.
    const leave = (type: 'beforeunload' | 'pagehide') => dispatchEvent(new Event(type));
    const comeBack = () => dispatchEvent(new Event('pageshow'));
    afterEach(comeBack);

    for (const type of ['beforeunload', 'pagehide'] as const) {
      it(`holds a chunk that fails after ${type}, reporting nothing, and loads it again on pageshow`, async () => {
        const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        const module = { name: 'chunk' };
        const load = sinon.stub();
        load.onFirstCall().rejects(new TypeError('error loading dynamically imported module'));
        load.onSecondCall().resolves(module);
        const chunk = loadOnce('start-popups', load);
        let settled: unknown = 'pending';
        leave(type);
        const result = chunk().then(
          (value) => (settled = value),
          (error: unknown) => (settled = error),
        );
        // Not even the time-out reports it.
        await clock.tickAsync(CHUNK_LOAD_TIMEOUT_MS + 1);
        expect(load.callCount).to.equal(1);
        expect(settled).to.equal('pending');

        comeBack();
        await result;
        expect(settled).to.equal(module);
        expect(load.callCount).to.equal(2);
      });
    }

    it('reports a failure again once the page is shown again', async () => {
      leave('pagehide');
      comeBack();
      const failure = await loadOnce('start-popups', () => Promise.reject(new Error('offline')))().catch(
        (error: unknown) => error,
      );
      expect(failure).to.be.instanceOf(ChunkLoadFailedError);
    });

    it('still hands over a chunk that arrives while the page is being left', async () => {
      const module = { name: 'chunk' };
      leave('beforeunload');
      expect(await loadOnce('chunk', async () => module)()).to.equal(module);
    });
  });
});
