/** The suggestions of the Typeahead tests: a fetch answering with a list, and its arrival awaited. */
import sinon from 'sinon';
import { flushMicrotasks, inAct } from '../../../../elements/test-support/react-act.ts';
import { flushPromises } from '../../../core/test-support/waits.ts';
import { COMPONENT_DEBOUNCE_MS } from '../../constants.ts';

/** `fetch` stubbed to answer every request with `list`; the body is read in microtasks, no waiting. */
export function answerSuggestions(list: unknown): sinon.SinonStub {
  return sinon
    .stub(window, 'fetch')
    .callsFake(async () => ({ ok: true, status: 200, json: () => Promise.resolve(list) }) as Response);
}

/** The debounce elapsed on the fake clock and the answer rendered. */
export async function suggestionsArrive(clock: sinon.SinonFakeTimers): Promise<void> {
  await inAct(async () => {
    clock.tick(COMPONENT_DEBOUNCE_MS);
    await flushPromises(10);
  });
  await flushMicrotasks();
}
