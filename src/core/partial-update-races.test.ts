import { expect } from 'chai';
import sinon from 'sinon';
import { partialUpdate } from './partial-update.ts';
import { rejectionOf, useEngineFixture } from './test-support/engine-fixture.ts';

/** Newest wins: whichever answer comes last, the page shows the newest request's regions. */
describe('partialUpdate races', () => {
  const engine = useEngineFixture();
  const text = (id: string) => document.getElementById(id)?.textContent?.trim();
  const failureOf = async (update: Promise<unknown>) =>
    ((await rejectionOf(update)) as Error | null)?.name ?? null;

  it('aborts a pending outer update when an update of a region inside it starts', async () => {
    const outer = failureOf(partialUpdate({ target: 'outer', url: '/outer' }));
    const outerRequest = engine.lastRequest();
    const inner = partialUpdate({ target: 'inner', url: '/inner' });
    expect(outerRequest.aborted).to.equal(true);
    engine.answer('<div id="inner">newer inner</div>');
    await inner;
    expect(await outer).to.equal('AbortedError');
    expect(text('inner')).to.equal('newer inner');
    expect(text('outer')).to.contain('old outer');
  });

  it('drops an outer answer that arrived before a newer inner update started but was not swapped yet', async () => {
    const outer = failureOf(partialUpdate({ target: 'outer', url: '/outer' }));
    engine.answer('<div id="outer">older outer<div id="inner">older</div></div>');
    // The answer is in, its swap still queued: a newer update inside the region starts now.
    const inner = partialUpdate({ target: 'inner', url: '/inner' });
    engine.answer('<div id="inner">newer inner</div>');
    await inner;
    expect(await outer).to.equal('AbortedError');
    expect(text('inner')).to.equal('newer inner');
    expect(text('outer')).not.to.contain('older outer');
  });

  it('drops an older answer for the same region that arrived before the newer request started', async () => {
    const first = failureOf(partialUpdate({ target: 'inner', url: '/first' }));
    engine.answer('<div id="inner">first</div>');
    const second = partialUpdate({ target: 'inner', url: '/second' });
    engine.answer('<div id="inner">second</div>');
    await second;
    expect(await first).to.equal('AbortedError');
    expect(text('inner')).to.equal('second');
  });

  it('drops an answer waiting for its missing container when a newer request for the region swaps meanwhile', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const side = document.getElementById('side') as HTMLElement;
    const older = failureOf(partialUpdate({ target: 'side', url: '/older' }));
    side.remove();
    engine.answer('<div id="side">older</div>');
    await clock.tickAsync(100);
    engine.fixture.append(side);
    const newer = partialUpdate({ target: 'side', url: '/newer' });
    engine.answer('<div id="side">newer</div>');
    await newer;
    await clock.tickAsync(100);
    expect(await older).to.equal('AbortedError');
    clock.restore();
    expect(text('side')).to.equal('newer');
  });

  it('keeps a region busy while the newer request that replaced an older one runs', async () => {
    const first = failureOf(partialUpdate({ target: 'inner', url: '/first' }));
    const second = partialUpdate({ target: 'inner', url: '/second' });
    expect(await first).to.equal('AbortedError');
    expect(document.getElementById('inner')?.getAttribute('aria-busy')).to.equal('true');
    engine.answer('<div id="inner">second</div>');
    await second;
    expect(document.getElementById('inner')?.hasAttribute('aria-busy')).to.equal(false);
    expect(engine.server.requests).to.have.length(2);
  });
});
