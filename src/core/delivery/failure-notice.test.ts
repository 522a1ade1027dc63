import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { LIVE_REGION_ID } from '../announcer.ts';
import {
  AbortedError,
  HttpStatusError,
  type PartialUpdateError,
  RequestFailedError,
  ServerReportedError,
} from '../errors.ts';
import { emit } from '../events.ts';
import { partialUpdate } from '../partial-update.ts';
import type { PartialUpdateSettings } from '../settings.ts';
import { failureKind, startFailureNotices } from './failure-notice.ts';

describe('failure notices: nothing silent', () => {
  let page: HTMLElement;
  let stop: () => void;

  beforeEach(() => {
    page = document.createElement('div');
    page.innerHTML = `
      <div id="region"><p>old</p></div>
      <form id="basketForm" method="post" action="/cs/basket/update"><button id="update" name="go" value="1">Přepočítat</button></form>
      <a id="more" href="/cs/category/lamps?page=2">Další</a>
      <div lang="de"><a id="mehr" href="/de/x">Mehr</a></div>
      <div data-pu-failure="ownPlace"><button id="placed" type="button">x</button></div>
      <p id="ownPlace"></p>`;
    document.body.append(page);
    stop = startFailureNotices(page);
  });
  afterEach(() => {
    stop();
    page.remove();
    document.getElementById(LIVE_REGION_ID)?.remove();
    sinon.restore();
  });

  const el = (id: string) => document.getElementById(id) as HTMLElement;
  const noticeText = () => page.querySelector('[data-fg-failure] .fg-failure__text')?.textContent ?? null;

  /** An update from `source` that ends with `error` (or succeeds without one). */
  function update(source: Element, error?: PartialUpdateError): void {
    const settings = { target: ['region'] } as unknown as PartialUpdateSettings;
    emit(source, 'fg:pu-start', { settings, source });
    emit(
      source,
      'fg:pu-complete',
      error ? { settings, error, aborted: false } : { settings, aborted: false },
    );
  }

  it('names what failed: no connection, a time-out, a refusal, a server error', () => {
    expect(failureKind(new RequestFailedError(0, '', 'network error'))).to.equal('offline');
    expect(failureKind(new RequestFailedError(0, '', 'timeout after 30000 ms'))).to.equal('timeout');
    expect(failureKind(new HttpStatusError(403))).to.equal('refused');
    expect(failureKind(new HttpStatusError(404))).to.equal('refused');
    expect(failureKind(new HttpStatusError(500))).to.equal('server');
    expect(failureKind(new HttpStatusError(503))).to.equal('server');
    expect(failureKind(new ServerReportedError('1')), 'the server showed its own message').to.equal(null);
    expect(failureKind(new AbortedError('region')), 'a newer request took over').to.equal(null);
  });

  describe('through the engine', () => {
    let server: FakeServer;
    beforeEach(() => {
      server = fakeServer.create();
    });
    afterEach(() => server.restore());

    it('tells a server error next to the form, in the page language, announced politely', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const lang = document.documentElement.lang;
      document.documentElement.lang = 'cs';
      try {
        const done = partialUpdate(
          { target: 'region', url: '/cs/basket/update' },
          { source: el('update'), form: el('basketForm') as HTMLFormElement },
        ).catch(() => null);
        server.requests[0]?.respond(500, { 'Content-Type': 'text/html' }, 'oops');
        await done;
        const notice = el('basketForm').nextElementSibling as HTMLElement;
        expect(notice.matches('.fg-failure[data-fg-failure][role="status"]')).to.equal(true);
        expect(noticeText()).to.equal('V obchodě nastala chyba. Zkuste to prosím za chvíli.');
        expect(notice.querySelector('button')?.textContent).to.equal('Zkusit znovu');
        clock.tick(100);
        expect(el(LIVE_REGION_ID).textContent).to.equal(
          'V obchodě nastala chyba. Zkuste to prosím za chvíli.',
        );
      } finally {
        clock.restore();
        document.documentElement.lang = lang;
      }
    });
  });

  it('tries again on the button: the form sent once more with the same button, the notice gone', () => {
    update(el('update'), new HttpStatusError(502));
    const submitted = sinon.spy((event: SubmitEvent) => event.preventDefault());
    el('basketForm').addEventListener('submit', submitted);
    (page.querySelector('.fg-failure__retry') as HTMLButtonElement).click();
    expect(submitted.calledOnce).to.equal(true);
    expect((submitted.firstCall.args[0] as SubmitEvent).submitter).to.equal(el('update'));
    expect(page.querySelector('[data-fg-failure]')).to.equal(null);
  });

  it('tries a link that failed offline again by itself once the browser is back online', () => {
    sinon.stub(navigator, 'onLine').get(() => false);
    update(el('more'), new RequestFailedError(0, '', 'network error'));
    expect(el('more').nextElementSibling?.matches('[data-fg-failure]')).to.equal(true);
    const clicked = sinon.spy((event: MouseEvent) => event.preventDefault());
    el('more').addEventListener('click', clicked);
    dispatchEvent(new Event('online'));
    expect(clicked.calledOnce).to.equal(true);
    expect(page.querySelector('[data-fg-failure]')).to.equal(null);
  });

  it('does not repeat a post by itself when the connection comes back: the shopper decides', () => {
    sinon.stub(navigator, 'onLine').get(() => false);
    update(el('update'), new RequestFailedError(0, '', 'network error'));
    const submitted = sinon.spy((event: SubmitEvent) => event.preventDefault());
    el('basketForm').addEventListener('submit', submitted);
    dispatchEvent(new Event('online'));
    expect(submitted.called).to.equal(false);
    expect(noticeText()).to.equal('Nepodařilo se spojit s obchodem. Zkontrolujte připojení.');
  });

  it("speaks the trigger's language", () => {
    update(el('mehr'), new RequestFailedError(0, '', 'timeout after 30000 ms'));
    expect(noticeText()).to.equal('Der Shop hat nicht rechtzeitig geantwortet.');
    expect(page.querySelector('.fg-failure__retry')?.textContent).to.equal('Erneut versuchen');
  });

  it('goes into the place the markup names with data-pu-failure', () => {
    update(el('placed'), new HttpStatusError(403));
    expect(el('ownPlace').querySelector('[data-fg-failure]')).to.not.equal(null);
    expect(el('placed').nextElementSibling).to.equal(null);
  });

  it('is taken away when the same trigger next succeeds, and one notice per trigger', () => {
    update(el('more'), new HttpStatusError(500));
    update(el('more'), new HttpStatusError(500));
    expect(page.querySelectorAll('[data-fg-failure]').length).to.equal(1);
    update(el('more'));
    expect(page.querySelectorAll('[data-fg-failure]').length).to.equal(0);
  });

  it('says nothing for a message of the server, an abort, or an update nobody started', () => {
    update(el('more'), new ServerReportedError('1'));
    update(el('more'), new AbortedError('region'));
    const settings = { target: ['region'] } as unknown as PartialUpdateSettings;
    emit(page, 'fg:pu-start', { settings, source: null });
    emit(page, 'fg:pu-complete', { settings, error: new HttpStatusError(500), aborted: false });
    expect(page.querySelector('[data-fg-failure]')).to.equal(null);
  });
});
