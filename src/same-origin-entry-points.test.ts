/**
 * No request leaves the page's origin, from any entry point that markup, a header, the history or
 * a JSON answer can steer: generated hostile addresses (fast-check) and the reported bypass shapes,
 * each driven through the entry point as a page would drive it.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import sinon from 'sinon';
import { definePartialUpdate } from '../elements/fg-partial-update.ts';
import { loadPublicKey } from './behaviours/encryption/public-key.ts';
import { startPagination } from './behaviours/pagination/start-pagination.ts';
import { addToBasket } from './behaviours/popup/add-to-basket.ts';
import { loadContent } from './behaviours/popup/popup-content.ts';
import type { Popups } from './behaviours/popup/popup-registry.ts';
import { readPopupSettings } from './behaviours/popup/popup-settings.ts';
import { sendValidationCall } from './behaviours/validation/validation-call.ts';
import { fetchSuggestions } from './components/Typeahead/suggestions.ts';
import { fetchNextPage } from './components/UniversalPaginationButton/fetch-next-page.ts';
import { optionsFromState, readHistoryParam } from './core/history/history-controller.ts';
import { navigateWithinOrigin } from './core/page-navigation.ts';
import { partialUpdate } from './core/partial-update.ts';
import { openPushStream } from './core/push-stream.ts';
import { DOT_SEGMENT_BYPASSES, hostileAddress } from './core/test-support/hostile-addresses.ts';
import { type RequestRecorder, recordRequests } from './core/test-support/request-recorder.ts';
import { settle } from './core/test-support/waits.ts';

definePartialUpdate();

/** Runs per entry point and browser: enough to meet every piece of the generator many times. */
const RUNS = 120;
/** A property of 120 asynchronous runs takes seconds, not the default 2 s, in Firefox and WebKit. */
const PROPERTY_TIMEOUT_MS = 120_000;
const startAddress = location.href;
const ignore = (): void => {};

/** Microtasks and the immediate fake answers settle within a couple of tasks. */
const SETTLE_TURNS = 2;

const attribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

describe('no request leaves the origin, from any entry point', function () {
  this.timeout(PROPERTY_TIMEOUT_MS);
  let recorder: RequestRecorder;
  let fixture: HTMLElement;
  const keepPageHere = (event: Event): void => event.preventDefault();

  beforeEach(() => {
    sinon.stub(console, 'error');
    recorder = recordRequests();
    fixture = document.createElement('div');
    document.body.append(fixture);
    // Whatever the library leaves to the browser must not navigate the test page away.
    window.addEventListener('click', keepPageHere);
    window.addEventListener('submit', keepPageHere);
  });

  afterEach(() => {
    window.removeEventListener('click', keepPageHere);
    window.removeEventListener('submit', keepPageHere);
    fixture.remove();
    recorder.restore();
    sinon.restore();
    history.replaceState(null, '', startAddress);
  });

  /** Checks the entry point with the named bypass shapes, then with generated addresses. */
  async function neverLeavesOrigin(drive: (address: string) => Promise<unknown>): Promise<void> {
    const check = async (address: string): Promise<void> => {
      recorder.forget();
      await drive(address).catch(ignore);
      await settle(SETTLE_TURNS);
      expect(recorder.foreign(), `for ${JSON.stringify(address)}`).to.deep.equal([]);
    };
    for (const address of DOT_SEGMENT_BYPASSES) await check(address);
    await fc.assert(fc.asyncProperty(hostileAddress(), check), { numRuns: RUNS });
  }

  it('the pu parameter replayed on load and on back/forward', async () => {
    fixture.innerHTML = '<div id="content"></div>';
    await neverLeavesOrigin(async (address) => {
      // The address is read as on load (browsers limit how often a test may rewrite the real one).
      const page = new URL(location.href);
      page.searchParams.set(
        'pu',
        JSON.stringify({ requestTarget: 'content', target: 'content', url: address }),
      );
      const onLoad = readHistoryParam(page, document);
      if (onLoad) await partialUpdate(onLoad);
      const onRestore = optionsFromState(
        { fg: { requestTarget: 'content', target: 'content', url: address } },
        null,
      );
      if (onRestore) await partialUpdate(onRestore).catch(ignore);
    });
  });

  it('links inside a partial-update container', async () => {
    await neverLeavesOrigin(async (address) => {
      fixture.innerHTML = `<fg-partial-update target="content"><main id="content" data-pu-container>
        <a href="${attribute(address)}">go</a></main></fg-partial-update>`;
      fixture.querySelector('a')?.click();
    });
  });

  it('forms inside a partial-update container', async () => {
    await neverLeavesOrigin(async (address) => {
      fixture.innerHTML = `<fg-partial-update target="content"><main id="content" data-pu-container>
        <form action="${attribute(address)}" method="post"><input name="q" value="1">
        <button>send</button></form></main></fg-partial-update>`;
      fixture.querySelector('form')?.requestSubmit();
    });
  });

  it('the settings of an update (data-pu-url)', async () => {
    fixture.innerHTML = '<div id="content"></div>';
    await neverLeavesOrigin((address) => partialUpdate({ target: 'content', url: address }));
  });

  it('a PU-Redirect header', async () => {
    fixture.innerHTML = '<div id="content"></div>';
    await neverLeavesOrigin(async (address) => {
      recorder.answer(
        200,
        { 'Content-Type': 'text/html', 'PU-Redirect': address },
        '<div id="content"></div>',
      );
      await partialUpdate({ target: 'content', url: '/cs/ok' });
    });
  });

  it('next-page links of pagination', async () => {
    const stop = startPagination(document);
    try {
      await neverLeavesOrigin(async (address) => {
        fixture.innerHTML = `<section id="news" data-pagination><ul data-pagination-items><li>1</li></ul>
          <nav data-pagination-nav><a data-pagination-next href="${attribute(address)}">more</a></nav></section>`;
        (fixture.querySelector('[data-pagination-next]') as HTMLElement | null)?.click();
      });
    } finally {
      stop();
    }
  });

  for (const content of ['ajax', 'ajaxScript'] as const) {
    it(`popup ${content} addresses`, async () => {
      await neverLeavesOrigin(async (address) => {
        fixture.innerHTML = `<a data-popup="${content}" data-popup-target="${attribute(address)}">open</a>`;
        const trigger = fixture.querySelector('a') as HTMLElement;
        await loadContent(trigger, readPopupSettings(trigger), new AbortController().signal);
      });
    });
  }

  it('add to basket', async () => {
    const popups = { show: async () => {}, whenClosed: async () => {} } as unknown as Popups;
    await neverLeavesOrigin(async (address) => {
      fixture.innerHTML = `<a href="${attribute(address)}" data-add-to-basket>add</a>`;
      await addToBasket(popups, fixture.querySelector('a') as HTMLAnchorElement, null);
    });
  });

  it('the encryption key address', async () => {
    await neverLeavesOrigin((address) => loadPublicKey(address));
  });

  it('the validation address', async () => {
    await neverLeavesOrigin(async (address) => {
      fixture.innerHTML = `<form id="f" data-validate-url="${attribute(address)}"><input name="a"></form>`;
      await sendValidationCall(fixture.querySelector('form') as HTMLFormElement, 'ctx', ['a'], location);
    });
  });

  it('typeahead suggestions, the push stream and the load-more button', async () => {
    await neverLeavesOrigin(async (address) => {
      openPushStream(address)();
      await Promise.allSettled([
        fetchSuggestions(address, 'q', 'lam'),
        fetchNextPage(address, 'list', 'more'),
      ]);
    });
  });

  it('navigation the library starts (redirects, suggestions, go-back links)', async () => {
    await neverLeavesOrigin(async (address) => void navigateWithinOrigin(address));
  });
});
