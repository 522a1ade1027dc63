import { expect } from 'chai';
import { type FakeServer, type FakeXMLHttpRequest, fakeServer } from 'nise';
import sinon from 'sinon';
import { definePartialUpdate } from '../../elements/fg-partial-update.ts';
import { engineConfigOf } from './engine-config.ts';
import { pageNavigation } from './page-navigation.ts';
import { partialUpdate } from './partial-update.ts';

definePartialUpdate();

/** Each `<fg-partial-update>` owns its engine options: two on one page never overwrite each other. */
describe('engine options per controller', () => {
  let server: FakeServer;
  let root: HTMLElement;
  let shop: HTMLElementTagNameMap['fg-partial-update'];
  let account: HTMLElementTagNameMap['fg-partial-update'];

  beforeEach(() => {
    server = fakeServer.create();
    sinon.stub(pageNavigation, 'assign');
    sinon.stub(history, 'pushState');
    root = document.createElement('div');
    root.innerHTML = `
      <fg-partial-update id="shop" target="content" file-browser-prefix="/files/">
        <main id="content" data-pu-container>
          <form class="changed" id="shop-form"></form><a id="shop-link" href="/cs/a">a</a>
        </main>
      </fg-partial-update>
      <fg-partial-update id="account" target="panel">
        <section id="panel" data-pu-container>
          <form class="changed" id="account-form"></form><a id="account-link" href="/cs/b">b</a>
        </section>
      </fg-partial-update>`;
    document.body.append(root);
    shop = root.querySelector('#shop') as typeof shop;
    account = root.querySelector('#account') as typeof account;
  });

  afterEach(() => {
    root.remove();
    server.restore();
    sinon.restore();
  });

  const click = (id: string) =>
    document
      .getElementById(id)
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

  it('gives each controller its own global target', () => {
    expect(shop.engineConfig.globalTarget).to.equal('content');
    expect(account.engineConfig.globalTarget).to.equal('panel');
  });

  it('runs each controller’s updates with its own forms-changes detection', async () => {
    const shopDetection = sinon.spy();
    const accountDetection = sinon.spy();
    shop.configure({ formsChangesDetection: shopDetection });
    account.configure({ formsChangesDetection: accountDetection });

    click('account-link');
    await Promise.resolve();
    expect(accountDetection.calledOnce).to.equal(true);
    expect(accountDetection.firstCall.args[0]).to.deep.equal([document.getElementById('account-form')]);
    expect(shopDetection.called).to.equal(false);

    click('shop-link');
    await Promise.resolve();
    expect(shopDetection.calledOnce).to.equal(true);
    expect(shopDetection.firstCall.args[0]).to.deep.equal([document.getElementById('shop-form')]);
    expect(server.requests).to.have.length(0);
  });

  it('gives an update started from code the options of the controller around its region', async () => {
    const accountDetection = sinon.spy();
    account.configure({ formsChangesDetection: accountDetection });
    expect(engineConfigOf(document.getElementById('panel'))).to.include({ globalTarget: 'panel' });

    const blocked = await partialUpdate({ target: 'panel', url: '/cs/b' });
    expect(blocked.status).to.equal('blocked');
    expect(accountDetection.calledOnce).to.equal(true);

    // The shop controller has no detection: its region is requested although its form changed.
    const swapped = partialUpdate({ target: 'content', url: '/cs/a' });
    await Promise.resolve();
    const request = server.requests.at(-1) as FakeXMLHttpRequest;
    request.respond(200, { 'Content-Type': 'text/html' }, '<main id="content" data-pu-container>new</main>');
    expect((await swapped).status).to.equal('swapped');
  });

  it('announces with each controller’s own text', async () => {
    shop.configure({ updatedMessage: () => 'shop updated' });
    account.configure({ updatedMessage: () => 'account updated' });
    expect(shop.engineConfig.updatedMessage([])).to.equal('shop updated');
    expect(account.engineConfig.updatedMessage([])).to.equal('account updated');
  });
});
