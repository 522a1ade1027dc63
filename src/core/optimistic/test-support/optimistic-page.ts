/**
 * The page of the optimistic updates' tests (docs/optimistic.md): a counted header, regions, basket
 * lines with remove forms, add triggers (a fixed count, a field's, a button's), a compare toggle and
 * list notes; the chunk loaded, a fake server and clock, failure notices and the engine's hook
 * started. Call inside `describe`, after `useDocumentLanguage('cs')` (its texts are Czech); read `server`, `clock` and `page` inside the tests.
 */
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { LIVE_REGION_ID } from '../../announcer.ts';
import { startFailureNotices } from '../../delivery/failure-notice.ts';
import { partialUpdate } from '../../partial-update.ts';
import { inTest } from '../../test-support/in-test.ts';
import { optimisticUpdates } from '../expect-changes.ts';
import { watchOptimisticTriggers } from '../watch-optimistic-triggers.ts';

export function optimisticTestPage() {
  let page: HTMLElement | undefined;
  let server: FakeServer | undefined;
  let clock: sinon.SinonFakeTimers | undefined;
  let stops: (() => void)[] = [];
  before(async () => {
    // The chunk is there, as on a page that holds a trigger (watch-optimistic-triggers.ts).
    await optimisticUpdates();
  });

  beforeEach(() => {
    page = document.createElement('div');
    page.innerHTML = `
      <div id="header"><p id="count" data-count="3">Košík (3)</p></div>
      <div id="region"><p id="inside">1 kus</p></div>
      <div id="other"><p>jiný</p></div>
      <ul id="lines">
        <li id="line-7"><span>Boty</span>
          <form id="remove-7" data-optimistic="remove #line-7; -2 #count"><button id="remove-7-button">Odebrat</button></form>
        </li>
        <li id="line-8"><span>Kabát</span>
          <form data-optimistic="remove #line-8"><button id="remove-8-button">Odebrat</button></form>
        </li>
      </ul>
      <form id="add" data-optimistic="+1 #count"><button id="add-button">Do košíku</button></form>
      <form id="add-qty" data-optimistic="+[quantity] #count"><input id="qty" name="quantity" value="1"><button id="add-qty-button">Do košíku</button></form>
      <form id="take"><button id="take-button" name="quantity" value="2" data-optimistic="-[quantity] #count">Odebrat 2</button></form>
      <a id="add-link" href="/cs/add" data-optimistic="+1 #count">Do košíku</a>
      <a id="plain" href="/cs/plain">Jinam</a>
      <button id="compare" type="button" aria-pressed="false" class="compare" data-optimistic="toggle:aria-pressed; toggle:.compare--on">Porovnat</button>
      <p id="note"><span id="note-text">Přidat do seznamu</span></p>
      <form id="list-a" data-optimistic="template #note"><template><strong>Přidáno (A)</strong></template><button id="list-a-button">A</button></form>
      <form id="list-b" data-optimistic="template:added-b #note"><button id="list-b-button">B</button></form>
      <template id="added-b"><strong>Přidáno (B)</strong></template>`;
    document.body.append(page);
    server = fakeServer.create();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stops = [startFailureNotices(page), watchOptimisticTriggers(page)];
  });

  afterEach(() => {
    for (const stop of stops) stop();
    clock?.restore();
    server?.restore();
    page?.remove();
    document.getElementById(LIVE_REGION_ID)?.remove();
    sinon.restore();
  });

  const el = (id: string) => document.getElementById(id) as HTMLElement;
  const count = () => [el('count').textContent, el('count').getAttribute('data-count')];
  const announced = () => {
    inTest(clock, 'optimisticTestPage: clock').tick(100);
    return document.getElementById(LIVE_REGION_ID)?.textContent ?? '';
  };

  /** An update of `target` started by `source`; its outcome is caught (the tests read the page). */
  function update(source: string, target = 'region', url = '/cs/x'): Promise<unknown> {
    return partialUpdate({ target, url }, { source: el(source) }).catch(() => null);
  }
  /** The focused element's id (chai's diff of two elements would hang the page). */
  const focusedId = () => document.activeElement?.id;
  const request = (index: number) =>
    inTest(server, 'optimisticTestPage: server').requests[index] as FakeServer['requests'][number];

  return {
    el,
    count,
    announced,
    update,
    focusedId,
    request,
    get page() {
      return inTest(page, 'optimisticTestPage: page');
    },
    get server() {
      return inTest(server, 'optimisticTestPage: server');
    },
    get clock() {
      return inTest(clock, 'optimisticTestPage: clock');
    },
  };
}
