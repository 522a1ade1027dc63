import { expect } from 'chai';
import sinon from 'sinon';
import {
  notifyRequestFinished,
  notifyRequestStarted,
  notifyUploadProgress,
} from '../../core/request-observers.ts';
import { defaultSettings } from '../../core/settings.ts';
import { ProgressCursor } from './progress-cursor.ts';
import { startProgressCursor } from './start-progress-cursor.ts';

describe('startProgressCursor', () => {
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

  it('shows the spinner for engine requests that count toward progress', () => {
    const settings = { ...defaultSettings(), includeToProgress: true };
    notifyRequestStarted(settings);
    clock.tick(210);
    expect(cursor.visible).to.equal(true);
    notifyUploadProgress(50, 200);
    expect(cursor.element.textContent).to.equal('25 %');
    notifyRequestFinished(settings);
    expect(cursor.visible).to.equal(false);
  });

  it('ignores requests with includeToProgress false', () => {
    const counted = { ...defaultSettings(), includeToProgress: true };
    const quiet = { ...defaultSettings(), includeToProgress: false };
    notifyRequestStarted(quiet);
    clock.tick(1000);
    expect(cursor.visible).to.equal(false);
    notifyRequestStarted(counted);
    clock.tick(210);
    notifyRequestFinished(quiet);
    expect(cursor.visible).to.equal(true);
  });

  it('stops following the engine and removes the spinner when stopped', () => {
    const settings = { ...defaultSettings(), includeToProgress: true };
    notifyRequestStarted(settings);
    clock.tick(210);
    stop();
    expect(cursor.element.isConnected).to.equal(false);
    notifyRequestStarted(settings);
    clock.tick(1000);
    expect(cursor.visible).to.equal(false);
  });
  it('loads the cursor with the first request and shows it beside the pointer seen before', async () => {
    stop();
    const lazyStop = startProgressCursor();
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 300, clientY: 200 }));
    const settings = { ...defaultSettings(), includeToProgress: true };
    notifyRequestStarted(settings);
    // The chunk is a dynamic import: let it resolve (no timers involved), then run the 210 ms delay.
    await import('./progress-cursor.ts');
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    clock.tick(210);
    const spinner = document.querySelector<HTMLElement>('.fg-progress-cursor');
    expect(spinner?.style.display).not.to.equal('none');
    expect(spinner?.style.left).to.equal('318px');
    expect(spinner?.style.top).to.equal('218px');
    notifyRequestFinished(settings);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(spinner?.style.display).to.equal('none');
    lazyStop();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(spinner?.isConnected).to.equal(false);
    stop = () => {};
  });
});
