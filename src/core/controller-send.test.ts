import { expect } from 'chai';
import sinon from 'sinon';
import { definePartialUpdate } from '../../elements/fg-partial-update.ts';
import { layered } from './delivery/start-delivery.ts';
import type { EngineSend, SendLayer } from './engine-config.ts';
import type { PartialUpdateController } from './partial-update-controller.ts';
import { answerCacheLayer, clearAnswerCaches } from './prefetch/cached-send.ts';
import { stayOnTestPage } from './test-support/stay-on-test-page.ts';
import { nextTask, until } from './test-support/waits.ts';
import type { TransportResponse } from './transport.ts';

definePartialUpdate();

const answer = (body: string): TransportResponse => ({
  status: 200,
  statusText: 'OK',
  body,
  header: () => null,
});

/** The transport is a controller option; delivery and the answer cache are layers around it. */
describe('<fg-partial-update> send', () => {
  let root: HTMLElement;
  let controller: PartialUpdateController;

  beforeEach(async () => {
    stayOnTestPage();
    root = document.createElement('div');
    root.innerHTML = `
      <fg-partial-update target="content">
        <main id="content" data-pu-container><a id="page2" href="/cs/kategorie?page=2">2</a></main>
      </fg-partial-update>`;
    document.body.append(root);
    controller = root.querySelector('fg-partial-update') as PartialUpdateController;
    // The controller sets `layered` itself once the delivery chunk has loaded: a test sets it as well.
    await nextTask();
  });

  afterEach(() => {
    root.remove();
    sinon.restore();
    clearAnswerCaches();
  });

  const click = (id: string) =>
    document
      .getElementById(id)
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  const completed = () =>
    new Promise<CustomEvent>((resolve) =>
      document.addEventListener('fg:pu-complete', (event) => resolve(event as CustomEvent), { once: true }),
    );
  /** A request through the controller's composed send, as the engine makes one. */
  const request = (
    method: 'GET' | 'POST',
    path: string,
    body: URLSearchParams | null,
    config = controller.engineConfig,
  ) =>
    config.send(
      { method, url: new URL(path, location.href), headers: {}, body, timeout: 1000, noCache: false },
      new AbortController().signal,
      'content',
      { target: ['content'] } as never,
      config,
    );
  const get = (config = controller.engineConfig) => request('GET', '/cs/kategorie?page=2', null, config);

  it('sends a click through the transport set with configure and swaps its answer', async () => {
    const send = sinon.fake.resolves(answer('<main id="content" data-pu-container><p>page 2</p></main>'));
    controller.configure({ send });
    const done = completed();
    click('page2');
    await done;
    expect(send.callCount).to.equal(1);
    expect((send.firstCall.args[0] as { url: URL }).url.pathname).to.equal('/cs/kategorie');
    expect(document.querySelector('#content p')?.textContent).to.equal('page 2');
  });

  it('marks the region busy and notes its fields once the request has left: a change before is replaced, a change after kept', async () => {
    const content = document.getElementById('content') as HTMLElement;
    content.insertAdjacentHTML('beforeend', '<input id="amount" value="1"><input id="note" value="a">');
    const field = (id: string) => document.getElementById(id) as HTMLInputElement;
    const busyAtSend: (string | null)[] = [];
    let release: ((response: TransportResponse) => void) | undefined;
    controller.configure({
      send: () => {
        busyAtSend.push(content.getAttribute('aria-busy'));
        // Made while the request leaves, before the update notes the fields: not the shopper's.
        field('amount').value = '7';
        return new Promise((resolve) => {
          release = resolve;
        });
      },
    });
    const done = completed();
    click('page2');
    await until(() => release !== undefined, 'the request sent');
    expect(content.getAttribute('aria-busy')).to.equal('true');
    field('note').value = 'typed';
    release?.(
      answer(
        '<main id="content" data-pu-container><input id="amount" value="2"><input id="note" value="b"></main>',
      ),
    );
    await done;
    expect(busyAtSend).to.deep.equal([null]);
    expect([field('amount').value, field('note').value]).to.deep.equal(['2', 'typed']);
  });

  it('puts the answer cache set through configure around the base send', async () => {
    const calls: string[] = [];
    const base: EngineSend = async () => {
      calls.push('base');
      return answer('<main id="content"></main>');
    };
    const answerCache: SendLayer =
      (inner) =>
      (...args) => {
        calls.push('answer cache');
        return inner(...args);
      };
    controller.configure({ send: base, answerCache, layered });
    await get();
    expect(calls).to.deep.equal(['answer cache', 'base']);
  });

  for (const order of ['delivery chunk first', 'prefetch first']) {
    it(`answers a repeated GET from the cache and sends a double POST once (${order})`, async () => {
      const send = sinon.fake(async () => answer('<main id="content"></main>'));
      controller.configure({ send });
      if (order === 'prefetch first') {
        controller.configure({ answerCache: answerCacheLayer });
        controller.configure({ layered });
      } else {
        controller.configure({ layered });
        controller.configure({ answerCache: answerCacheLayer });
      }
      await get();
      await get();
      expect(send.callCount, 'the second GET is answered from the cache').to.equal(1);

      const config = controller.engineConfig;
      const post = (value: string) =>
        request('POST', '/cs/kosik', new URLSearchParams({ amount: value }), config);
      await Promise.all([post('1'), post('1')]);
      expect(send.callCount, 'a double submit leaves once').to.equal(2);
      await get(config);
      expect(send.callCount, 'a POST cleared the cache').to.equal(3);
    });
  }
});
