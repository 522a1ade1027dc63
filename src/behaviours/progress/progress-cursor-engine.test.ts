import { expect } from 'chai';
import sinon from 'sinon';
import { InvalidSettingError } from '../../core/errors.ts';
import { partialUpdate } from '../../core/partial-update.ts';
import { rejectionOf, useEngineFixture } from '../../core/test-support/engine-fixture.ts';
import { flushPromises } from '../../core/test-support/waits.ts';
import { ProgressCursor } from './progress-cursor.ts';
import { startProgressCursor } from './start-progress-cursor.ts';

describe('progress cursor with the partial-update engine', () => {
  const engine = useEngineFixture();
  let clock: sinon.SinonFakeTimers;
  let cursor: ProgressCursor;
  let stop: () => void;

  beforeEach(() => {
    clock = sinon.useFakeTimers();
    cursor = new ProgressCursor();
    stop = startProgressCursor(cursor);
  });

  afterEach(() => {
    stop();
    clock.restore();
  });

  it('spins while an update runs and stops when it is swapped', async () => {
    const done = partialUpdate({ target: 'inner', url: '/x', includeToProgress: true });
    await flushPromises();
    clock.tick(210);
    expect(cursor.visible).to.equal(true);
    engine.answer('<div id="inner">new</div>');
    await done;
    await flushPromises();
    expect(cursor.visible).to.equal(false);
  });

  it('shows nothing for an update a shop script cancels', async () => {
    engine.fixture.addEventListener('fg:pu-start', (event) => event.preventDefault(), { once: true });
    const result = await partialUpdate({ target: 'inner', url: '/x', includeToProgress: true });
    expect(result.status).to.equal('cancelled');
    await flushPromises();
    clock.tick(1000);
    expect(cursor.visible).to.equal(false);
  });

  it('is not left spinning by an update whose address is refused after it started', async () => {
    const completed = sinon.spy();
    engine.fixture.addEventListener('fg:pu-complete', completed);
    const done = partialUpdate({ target: 'inner', url: 'javascript:alert(1)', includeToProgress: true });
    const error = await rejectionOf(done);
    expect(error).to.be.instanceOf(InvalidSettingError);
    expect(completed.calledOnce).to.equal(true);
    expect(completed.firstCall.args[0].detail.error).to.equal(error);
    await flushPromises();
    clock.tick(1000);
    expect(cursor.visible).to.equal(false);
  });
});
