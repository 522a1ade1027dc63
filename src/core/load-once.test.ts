import { expect } from 'chai';
import sinon from 'sinon';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('imports once and hands every caller the same module', async () => {
    const module = { name: 'chunk' };
    const load = sinon.stub().resolves(module);
    const chunk = loadOnce(load);
    const [first, second] = await Promise.all([chunk(), chunk()]);
    expect(await chunk()).to.equal(module);
    expect(first).to.equal(module);
    expect(second).to.equal(module);
    expect(load.callCount).to.equal(1);
  });

  it('tries again after a failed load', async () => {
    const module = { name: 'chunk' };
    const load = sinon.stub();
    load.onFirstCall().rejects(new Error('offline'));
    load.onSecondCall().resolves(module);
    const chunk = loadOnce(load);
    let failure: unknown;
    await chunk().catch((error: unknown) => {
      failure = error;
    });
    expect((failure as Error).message).to.equal('offline');
    expect(await chunk()).to.equal(module);
    expect(load.callCount).to.equal(2);
  });
});
