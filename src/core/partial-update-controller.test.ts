import { expect } from 'chai';
import { type FakeServer, type FakeXMLHttpRequest, fakeServer } from 'nise';
import sinon from 'sinon';
import { definePartialUpdate } from '../../elements/fg-partial-update.ts';
import { clickLeftToBrowser } from './test-support/click-left-to-browser.ts';
import { usePageFixture } from './test-support/page-fixture.ts';
import { stayOnTestPage } from './test-support/stay-on-test-page.ts';

definePartialUpdate();

describe('<fg-partial-update> link and submit handling', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = fakeServer.create();
    stayOnTestPage();
  });
  usePageFixture(`
      <fg-partial-update target="content" file-browser-prefix="/files/">
        <main id="content" data-pu-container>
          <a id="plain" href="/cs/kategorie?page=2">2</a>
          <a id="blank" href="/cs/a" target="_blank">new window</a>
          <a id="own" href="/cs/kosik/pridat/7" data-pu-target="basket" data-pu-event-name="addToBasket">add</a>
          <a id="anchor" href="#top">top</a>
          <a id="js" href="javascript:void(0)">js</a>
          <a id="abs" href="https://shop.example/cs/x">abs</a>
          <a id="mail" href="mailto:a@b.cz">mail</a>
          <a id="tel" href="tel:+420123">tel</a>
          <a id="file" href="/files/catalogue.pdf">pdf</a>
          <div data-no-pu><a id="nopu" href="/cs/full">full</a></div>
          <form id="filter" action="/cs/kategorie" method="post">
            <input name="q" value="boty">
            <button id="ok" type="submit" name="go" value="1">OK</button>
            <button id="off" type="submit" disabled>off</button>
          </form>
          <select id="sort" name="sort" data-pu-target="basket" data-pu-url="/cs/razeni"><option>a</option><option>b</option></select>
          <form id="compare" method="post" action="/cs/porovnani/pridat" data-pu-event-name="addToComparison">
            <button id="compare-go" type="submit">Compare</button>
          </form>
          <form id="widget-form" method="post" action="/cs/x">
            <fg-fake-widget><button id="opener" type="button" aria-expanded="false">Delivery</button></fg-fake-widget>
          </form>
          <input id="search" name="search" data-pu-target="basket" data-pu-url="/cs/hledat" data-pu-on="debounce">
        </main>
        <div id="basket"></div>
      </fg-partial-update>`);

  afterEach(() => {
    server.restore();
  });

  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.getElementById(id)?.dispatchEvent(event);
    return event;
  };
  const requestUrl = (index = 0) =>
    new URL((server.requests[index] as FakeXMLHttpRequest).url, location.origin);

  it('loads a plain link inside a container as a partial update of that container', () => {
    const event = click('plain');
    expect(event.defaultPrevented).to.equal(true);
    expect(server.requests).to.have.length(1);
    expect(requestUrl().pathname).to.equal('/cs/kategorie');
    expect(requestUrl().searchParams.get('page')).to.equal('2');
    expect(requestUrl().searchParams.get('_pu_target')).to.equal('content');
    expect((server.requests[0] as FakeXMLHttpRequest).requestHeaders['PU-UI-Event']).to.equal('1');
  });

  for (const id of ['blank', 'anchor', 'js', 'abs', 'mail', 'tel', 'file', 'nopu']) {
    it(`leaves the link #${id} to the browser`, () => {
      expect(clickLeftToBrowser(document.getElementById(id) as Element)).to.equal(true);
      expect(server.requests).to.have.length(0);
    });
  }

  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
    it(`leaves a ${modifier} click to the browser`, () => {
      expect(clickLeftToBrowser(document.getElementById('plain') as Element, { [modifier]: true })).to.equal(
        true,
      );
      expect(server.requests).to.have.length(0);
    });
  }

  it('leaves a middle-button click to the browser', () => {
    expect(clickLeftToBrowser(document.getElementById('plain') as Element, { button: 1 })).to.equal(true);
    expect(server.requests).to.have.length(0);
  });

  it('runs a link with its own settings by those settings', () => {
    click('own');
    const url = requestUrl();
    expect(url.pathname).to.equal('/cs/kosik/pridat/7');
    expect(url.searchParams.get('_pu_target')).to.equal('basket');
    expect(url.searchParams.get('_pu_event')).to.equal('addToBasket');
  });

  it('submits a form inside a container as a POST partial update with the clicked button', () => {
    const form = document.getElementById('filter') as HTMLFormElement;
    form.requestSubmit(document.getElementById('ok') as HTMLButtonElement);
    expect(server.requests).to.have.length(1);
    const request = server.requests[0] as FakeXMLHttpRequest;
    expect(request.method).to.equal('POST');
    expect(requestUrl().searchParams.get('_pu_target')).to.equal('content');
    expect([...new URLSearchParams(request.requestBody as unknown as string)]).to.deep.equal([
      ['q', 'boty'],
      ['go', '1'],
    ]);
  });

  it('runs a select with its own settings on change', () => {
    const select = document.getElementById('sort') as HTMLSelectElement;
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(server.requests).to.have.length(1);
    expect(requestUrl().pathname).to.equal('/cs/razeni');
  });

  it('waits 300 ms of quiet before running a debounce element', () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = document.getElementById('search') as HTMLInputElement;
    input.value = 'b';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    clock.tick(200);
    input.value = 'bo';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    clock.tick(299);
    expect(server.requests).to.have.length(0);
    clock.tick(1);
    expect(server.requests).to.have.length(1);
    clock.restore();
  });

  it('never runs the pending debounce of an element swapped out meanwhile', () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = document.getElementById('search') as HTMLInputElement;
    input.value = 'b';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    clock.tick(100);
    const content = document.getElementById('content') as HTMLElement;
    content.replaceWith(content.cloneNode(true));
    clock.tick(200);
    expect(server.requests).to.have.length(0);
    clock.restore();
  });

  it('handles a change event on a text field only when its value changed', () => {
    const input = document.getElementById('search') as HTMLInputElement;
    input.setAttribute('data-pu-on', 'change');
    input.value = 'x';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(server.requests).to.have.length(1);
  });
  it('sends a form with settings but no target of its own as an update of its container', () => {
    const form = document.getElementById('compare') as HTMLFormElement;
    form.requestSubmit(document.getElementById('compare-go') as HTMLButtonElement);
    expect(server.requests).to.have.length(1);
    expect(requestUrl().searchParams.get('_pu_target')).to.equal('content');
    expect(requestUrl().searchParams.get('_pu_event')).to.equal('addToComparison');
  });

  it("leaves a component's own type=button buttons alone", () => {
    expect(clickLeftToBrowser(document.getElementById('opener') as Element)).to.equal(true);
    expect(server.requests).to.have.length(0);
  });
});
