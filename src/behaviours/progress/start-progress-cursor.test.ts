import { expect } from 'chai';
import sinon from 'sinon';
import { emit } from '../../core/events.ts';
import { defaultSettings, type PartialUpdateSettings } from '../../core/settings.ts';
import { flushPromises } from '../../core/test-support/waits.ts';
import { ProgressCursor } from './progress-cursor.ts';
import { startProgressCursor } from './start-progress-cursor.ts';
import { nextCursorCall } from './test-support/next-cursor-call.ts';

describe('startProgressCursor: following the lifecycle events', () => {
  let clock: sinon.SinonFakeTimers;
  let cursor: ProgressCursor;
  let stop: () => void;
  let region: HTMLElement;

  const settingsWith = (includeToProgress: boolean): PartialUpdateSettings => ({
    ...defaultSettings(),
    includeToProgress,
  });
  const start = (settings: PartialUpdateSettings) =>
    emit(region, 'fg:pu-start', { settings, source: null }, { cancelable: true });
  const finish = (settings: PartialUpdateSettings) =>
    emit(region, 'fg:pu-complete', { settings, aborted: false });
  /** Starts an update, lets its listeners run, then moves the clock `ms` on. */
  const startThenWait = async (settings: PartialUpdateSettings, ms: number) => {
    start(settings);
    await flushPromises();
    clock.tick(ms);
  };
  /** Completes an update and lets its listeners run. */
  const finishSettled = async (settings: PartialUpdateSettings) => {
    finish(settings);
    await flushPromises();
  };

  beforeEach(() => {
    clock = sinon.useFakeTimers();
    region = document.createElement('div');
    document.body.append(region);
    cursor = new ProgressCursor();
    stop = startProgressCursor(cursor);
  });

  afterEach(() => {
    stop();
    region.remove();
    clock.restore();
  });

  it('shows the spinner for an update that counts toward progress, with its upload percentage', async () => {
    const settings = settingsWith(true);
    await startThenWait(settings, 210);
    expect(cursor.visible).to.equal(true);
    emit(region, 'fg:upload-progress', { loaded: 50, total: 200, percent: 25 });
    expect(cursor.element.textContent).to.equal('25 %');
    await finishSettled(settings);
    expect(cursor.visible).to.equal(false);
  });

  it('ignores updates with includeToProgress false', async () => {
    const counted = settingsWith(true);
    const quiet = settingsWith(false);
    await startThenWait(quiet, 1000);
    expect(cursor.visible).to.equal(false);
    await startThenWait(counted, 210);
    await finishSettled(quiet);
    expect(cursor.visible).to.equal(true);
  });

  it('ignores a start that a listener running after its own cancels', async () => {
    region.addEventListener('fg:pu-start', (event) => event.preventDefault(), { once: true });
    const settings = settingsWith(true);
    expect(start(settings)).to.equal(false);
    await flushPromises();
    clock.tick(1000);
    expect(cursor.visible).to.equal(false);
  });

  it('still sees the events when a shop script stops their propagation', async () => {
    const stopIt = (event: Event) => event.stopPropagation();
    region.addEventListener('fg:pu-start', stopIt);
    region.addEventListener('fg:pu-complete', stopIt);
    const settings = settingsWith(true);
    await startThenWait(settings, 210);
    expect(cursor.visible).to.equal(true);
    await finishSettled(settings);
    expect(cursor.visible).to.equal(false);
  });

  it('ends only the update a completion belongs to', async () => {
    const first = settingsWith(true);
    const second = settingsWith(true);
    start(first);
    await startThenWait(second, 210);
    finish(first);
    await finishSettled(first);
    expect(cursor.visible).to.equal(true);
    await finishSettled(second);
    expect(cursor.visible).to.equal(false);
  });

  it('stops following the events and removes the spinner when stopped', async () => {
    const settings = settingsWith(true);
    await startThenWait(settings, 210);
    stop();
    expect(cursor.element.isConnected).to.equal(false);
    await startThenWait(settingsWith(true), 1000);
    expect(cursor.visible).to.equal(false);
  });

  it('loads the cursor with the first update and shows it beside the pointer seen before', async () => {
    stop();
    const lazyStop = startProgressCursor();
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 300, clientY: 200 }));
    const settings = settingsWith(true);
    // The chunk is a dynamic import: wait until the cursor it creates hears of the update.
    const started = nextCursorCall('requestStarted');
    start(settings);
    await started;
    clock.tick(210);
    const spinner = document.querySelector<HTMLElement>('.fg-progress-cursor');
    expect(spinner?.style.display).not.to.equal('none');
    expect(spinner?.style.left).to.equal('318px');
    expect(spinner?.style.top).to.equal('218px');
    const finished = nextCursorCall('requestFinished');
    finish(settings);
    await finished;
    expect(spinner?.style.display).to.equal('none');
    const disposed = nextCursorCall('dispose');
    lazyStop();
    await disposed;
    expect(spinner?.isConnected).to.equal(false);
    stop = () => {};
  });
});
