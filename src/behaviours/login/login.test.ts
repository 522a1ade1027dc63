import { expect } from 'chai';
import type { FakeXMLHttpRequest } from 'nise';
import sinon from 'sinon';
import { pageNavigation } from '../../core/page-navigation.ts';
import { settle, until } from '../../core/test-support/waits.ts';
import { flowPage } from '../user-tools/test-support/flows-test-kit.ts';
import { startLogin } from './start-login.ts';

const html = { 'Content-Type': 'text/html' };
const loginForm = (message = '') => `
  <form id="loginForm" method="post" data-login>
    ${message ? `<p role="alert">${message}</p>` : ''}
    <label>E-mail <input name="email" value="jana@example.com"></label>
    <label>Password <input type="password" name="password" value="secret"></label>
    <button type="submit">Log in</button>
  </form>`;

describe('login', () => {
  let reload: sinon.SinonStub;
  let pageLang: string;

  beforeEach(() => {
    reload = sinon.stub(pageNavigation, 'reload');
    sinon.stub(pageNavigation, 'assign');
    pageLang = document.documentElement.lang;
    document.documentElement.lang = 'en';
  });
  const page = flowPage(startLogin, () => {
    // The page's controller names the global target (an undefined element: it only carries the attribute).
    const controller = document.createElement('fg-partial-update');
    controller.setAttribute('target', 'content');
    controller.innerHTML = `
      <div id="userMenu">anonymous</div><nav id="userLists">log in to see lists</nav>
      <main id="content" data-pu-container><p>prices for guests</p>
        <div id="loginBox">${loginForm()}</div>
      </main>`;
    return controller;
  });
  afterEach(() => {
    document.documentElement.lang = pageLang;
  });

  const { requests } = page;
  const urlOf = (request: FakeXMLHttpRequest | undefined) => new URL(request?.url ?? '', location.origin);
  const submit = () => (page.root.querySelector('form[data-login]') as HTMLFormElement).requestSubmit();

  it('posts the form to /qf/{lang}/ramjet/performLogin as an update of its region', () => {
    submit();
    expect(requests()).to.have.length(1);
    const request = requests()[0] as FakeXMLHttpRequest;
    expect(request.method).to.equal('POST');
    expect(urlOf(request).pathname).to.equal('/qf/en/ramjet/performLogin');
    expect(urlOf(request).searchParams.get('_pu_target')).to.equal('content');
    const body = new URLSearchParams(String(request.requestBody));
    expect([body.get('email'), body.get('password')]).to.deep.equal(['jana@example.com', 'secret']);
  });

  it('updates the region data-login names', () => {
    page.root.querySelector('form')?.setAttribute('data-login', 'loginBox');
    submit();
    expect(urlOf(requests()[0]).searchParams.get('_pu_target')).to.equal('loginBox');
  });

  it('shows a refused login in place (PU-Error) and refreshes nothing', async () => {
    page.root.querySelector('form')?.setAttribute('data-login', 'loginBox');
    submit();
    requests()[0]?.respond(
      200,
      { ...html, 'PU-Error': 'login-failed' },
      `<div id="loginBox">${loginForm('Wrong e-mail or password.')}</div>`,
    );
    await settle();
    expect(page.root.querySelector('#loginBox [role=alert]')?.textContent).to.equal(
      'Wrong e-mail or password.',
    );
    expect(requests()).to.have.length(1);
    expect(reload.called).to.equal(false);
  });

  it('refreshes nothing after an HTTP failure', async () => {
    submit();
    const logged = sinon.stub(console, 'error');
    requests()[0]?.respond(500, html, 'down');
    await settle();
    expect(logged.called).to.equal(true);
    expect(requests()).to.have.length(1);
  });

  it('after a successful login reloads the container from the current address and refreshes the user tools', async () => {
    page.root.querySelector('form')?.setAttribute('data-login', 'loginBox');
    submit();
    requests()[0]?.respond(200, html, '<div id="loginBox"><p>Welcome, Jana</p></div>');
    await settle();
    expect(page.root.querySelector('#loginBox')?.textContent).to.equal('Welcome, Jana');
    const [container, tools] = requests().slice(1);
    expect(requests()).to.have.length(3);
    expect(container?.method).to.equal('GET');
    expect(urlOf(container).pathname).to.equal(location.pathname);
    expect(urlOf(container).searchParams.get('_pu_target')).to.equal('content');
    expect(container?.requestHeaders['PU-UI-Event']).to.equal(undefined);
    expect(urlOf(tools).pathname).to.equal('/qf/en/ramjet/include');
    expect(urlOf(tools).searchParams.get('_pu_target')).to.equal('userMenu+userLists');
    tools?.respond(
      200,
      html,
      '<!--pu:delimiters--><!--pu:widget userMenu--><div id="userMenu">Signed in as Jana</div>' +
        '<!--pu:widget userLists--><nav id="userLists">Living room (3)</nav>',
    );
    container?.respond(200, html, '<main id="content" data-pu-container><p>prices for Jana</p></main>');
    // A multi-target answer is read by a lazy chunk (src/core/stream/), loaded by the first one.
    await until(
      () => page.root.querySelector('#userMenu')?.textContent !== 'anonymous',
      'the user tools swapped',
    );
    expect(page.root.querySelector('#userMenu')?.textContent).to.equal('Signed in as Jana');
    expect(page.root.querySelector('#userLists')?.textContent).to.equal('Living room (3)');
    expect(page.root.querySelector('#content')?.textContent).to.equal('prices for Jana');
    expect(reload.called).to.equal(false);
  });

  it('leaves the user tools inside the container to its reload, and refreshes those outside it', async () => {
    const content = page.root.querySelector('#content') as HTMLElement;
    content.append(page.root.querySelector('#userLists') as HTMLElement);
    page.root.querySelector('form')?.setAttribute('data-login', 'loginBox');
    submit();
    requests()[0]?.respond(200, html, '<div id="loginBox"><p>Welcome</p></div>');
    await settle();
    const [reloadRequest, toolsRequest] = requests().slice(1);
    expect(urlOf(reloadRequest).searchParams.get('_pu_target')).to.equal('content');
    expect(urlOf(toolsRequest).searchParams.get('_pu_target')).to.equal('userMenu');
    expect([reloadRequest?.aborted, toolsRequest?.aborted].map(Boolean)).to.deep.equal([false, false]);
  });

  it('reloads only the container when every user tool lies inside it', async () => {
    const content = page.root.querySelector('#content') as HTMLElement;
    content.append(...page.root.querySelectorAll('#userMenu, #userLists'));
    page.root.querySelector('form')?.setAttribute('data-login', 'loginBox');
    submit();
    requests()[0]?.respond(200, html, '<div id="loginBox"><p>Welcome</p></div>');
    await settle();
    expect(
      requests()
        .slice(1)
        .map((request) => urlOf(request).searchParams.get('_pu_target')),
    ).to.deep.equal(['content']);
  });

  it('reloads the page after a successful login when there is no page container', async () => {
    page.root.removeAttribute('target');
    page.root.querySelector('form')?.setAttribute('data-login', 'loginBox');
    submit();
    requests()[0]?.respond(200, html, '<div id="loginBox"><p>Welcome</p></div>');
    await settle();
    expect(reload.calledOnce).to.equal(true);
    expect(requests()).to.have.length(1);
  });
});
