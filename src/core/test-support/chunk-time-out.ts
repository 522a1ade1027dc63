/** Test helper: what a held click does when its chunk never arrives. */
import { expect } from 'chai';
import sinon from 'sinon';
import { ChunkLoadTimeoutError } from '../errors.ts';
import type { ActionsLeftToBrowser } from './click-left-to-browser.ts';

/**
 * Starts the page (under fake timers: `start` begins the load) and clicks `element`, whose chunk
 * never arrives: nothing happens for 119 999 ms; then the time-out is logged, naming `chunk`, and the
 * click is given back to the browser.
 */
export async function expectClickGivenBackAtChunkTimeOut(
  options: { chunk: string; element: HTMLElement; start: () => void },
  log: sinon.SinonStub,
  browser: ActionsLeftToBrowser,
): Promise<void> {
  // biome-ignore lint/correctness/useHookAtTopLevel: sinon's useFakeTimers is not a React hook.
  const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    options.start();
    options.element.click();
    await clock.tickAsync(119_999);
    expect(browser.targets).to.deep.equal([]);
    expect(log.called).to.equal(false);
    await clock.tickAsync(1);
    expect(log.firstCall.args[0]).to.be.instanceOf(ChunkLoadTimeoutError);
    expect(log.firstCall.args[0].message).to.contain(`"${options.chunk}"`);
    expect(browser.targets).to.deep.equal([options.element]);
  } finally {
    clock.restore();
  }
}
