import { expect } from 'chai';
import sinon from 'sinon';
import { emit } from '../../core/events.ts';
import { defaultSettings, type PartialUpdateSettings } from '../../core/settings.ts';
import { flushPromises } from '../../core/test-support/waits.ts';
import { ProgressCursor } from './progress-cursor.ts';
import { startProgressCursorOnFirstUpdate } from './progress-on-first-update.ts';
import { nextCursorCall } from './test-support/next-cursor-call.ts';

describe('startProgressCursorOnFirstUpdate: the cursor’s code loads with the first update', () => {
  let clock: sinon.SinonFakeTimers;
  let stop: () => void;
  let region: HTMLElement;
  const settings: PartialUpdateSettings = { ...defaultSettings(), includeToProgress: true };
  const start = () => emit(region, 'fg:pu-start', { settings, source: null }, { cancelable: true });
  const finish = () => emit(region, 'fg:pu-complete', { settings, aborted: false });
  const spinner = () => document.querySelector<HTMLElement>('.fg-progress-cursor');

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    region = document.createElement('div');
    document.body.append(region);
    stop = startProgressCursorOnFirstUpdate();
  });

  afterEach(() => {
    stop();
    region.remove();
    clock.restore();
    sinon.restore();
  });

  it('hands the first update’s start and the pointer seen before to the cursor', async () => {
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 300, clientY: 200 }));
    const started = nextCursorCall('requestStarted');
    start();
    await started;
    clock.tick(210);
    expect(spinner()?.style.display).not.to.equal('none');
    expect(spinner()?.style.left).to.equal('318px');
    expect(spinner()?.style.top).to.equal('218px');
    const finished = nextCursorCall('requestFinished');
    finish();
    await finished;
    expect(spinner()?.style.display).to.equal('none');
  });

  it('replays an update that ended before the code arrived: no spinner is left behind', async () => {
    const finished = nextCursorCall('requestFinished');
    start();
    finish();
    await finished;
    clock.tick(1000);
    expect(spinner()?.style.display ?? 'none').to.equal('none');
  });

  it('starts nothing when stopped before the code arrived', async () => {
    const started = sinon.spy(ProgressCursor.prototype, 'requestStarted');
    start();
    stop();
    // The modules a started cursor would load: once they are here, so would its first call be.
    await import('./start-progress-cursor.ts');
    await flushPromises(10);
    await import('./progress-cursor.ts');
    await flushPromises(10);
    expect(started.callCount).to.equal(0);
  });
});
