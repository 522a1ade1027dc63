import { expect } from 'chai';
import type { FakeXMLHttpRequest } from 'nise';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { pageNavigation } from '../../core/page-navigation.ts';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';
import { settle } from '../../core/test-support/waits.ts';
import { flowPage } from '../user-tools/test-support/flows-test-kit.ts';
import { startListCreation } from './start-list-creation.ts';

const html = { 'Content-Type': 'text/html' };

describe('shopping-list creation', () => {
  let assign: sinon.SinonStub;

  const createForm = (attributes = 'data-create-list') => `
    <form id="newList" action="/qf/cs/lists/create" method="post" ${attributes}>
      <label>Name <input name="name" value="Zahrada"></label>
      <button type="submit" name="create" value="1">Create</button>
    </form>`;

  beforeEach(() => {
    definePartialUpdate();
    assign = sinon.stub(pageNavigation, 'assign');
  });
  const page = flowPage(startListCreation, '');
  const { requests } = page;
  const submit = () => {
    const form = page.root.querySelector('form') as HTMLFormElement;
    form.requestSubmit(form.querySelector('button') as HTMLButtonElement);
  };

  it('posts the form as a partial update and follows PU-Redirect to the new list', async () => {
    page.root.innerHTML = `<div id="userLists">${createForm()}</div>`;
    submit();
    expect(requests()).to.have.length(1);
    const request = requests()[0] as FakeXMLHttpRequest;
    const url = new URL(request.url, location.origin);
    expect(request.method).to.equal('POST');
    expect(url.pathname).to.equal('/qf/cs/lists/create');
    expect(url.searchParams.get('_pu_target')).to.equal('newList');
    expect(request.requestHeaders['PU-UI-Event']).to.equal('1');
    const body = new URLSearchParams(String(request.requestBody));
    expect(body.get('name')).to.equal('Zahrada');
    expect(body.get('create')).to.equal('1');
    request.respond(200, { ...html, 'PU-Redirect': '/cs/seznamy/12' }, '');
    await settle();
    expect(assign.calledOnceWithExactly(absoluteUrl('/cs/seznamy/12'))).to.equal(true);
  });

  it('updates the region its marker names, else its container', async () => {
    page.root.innerHTML = `<div id="lists" data-pu-container>${createForm('data-create-list="listBox"')}
      <div id="listBox"></div></div>`;
    submit();
    expect(new URL(requests()[0]?.url ?? '', location.origin).searchParams.get('_pu_target')).to.equal(
      'listBox',
    );
    page.root.innerHTML = `<div id="lists" data-pu-container>${createForm()}</div>`;
    submit();
    expect(new URL(requests()[1]?.url ?? '', location.origin).searchParams.get('_pu_target')).to.equal(
      'lists',
    );
  });

  it('never follows a redirect to another origin', async () => {
    page.root.innerHTML = createForm();
    const logged = sinon.stub(console, 'error');
    submit();
    requests()[0]?.respond(200, { ...html, 'PU-Redirect': 'https://evil.example/cs/seznamy/12' }, '');
    await settle();
    expect(assign.called).to.equal(false);
    expect(String(logged.firstCall?.args[0])).to.contain('another origin');
  });

  it('shows a refused name in place', async () => {
    page.root.innerHTML = createForm();
    submit();
    requests()[0]?.respond(
      200,
      { ...html, 'PU-Error': 'invalid' },
      `<form id="newList" data-create-list><p role="alert">Name is required</p></form>`,
    );
    await settle();
    expect(page.root.querySelector('[role=alert]')?.textContent).to.equal('Name is required');
    expect(assign.called).to.equal(false);
  });

  it('sends one request when the form lies inside the partial-update controller', async () => {
    page.root.innerHTML = `<fg-partial-update target="content"><main id="content" data-pu-container>
      ${createForm()}</main></fg-partial-update>`;
    submit();
    await settle();
    expect(requests()).to.have.length(1);
    expect(new URL(requests()[0]?.url ?? '', location.origin).searchParams.get('_pu_target')).to.equal(
      'content',
    );
  });

  it('leaves a submit that live validation holds alone', () => {
    page.root.innerHTML = createForm();
    const hold = (event: Event) => event.preventDefault();
    document.addEventListener('submit', hold, true);
    page.restart();
    try {
      submit();
    } finally {
      document.removeEventListener('submit', hold, true);
    }
    expect(requests()).to.have.length(0);
  });
});
