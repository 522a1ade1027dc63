import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import '../../../elements/fg-form.ts';
import {
  axeViolations,
  flushMicrotasks,
  mountFixture,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';

const markup = (attributes: string) => `
  <div id="checkout"></div>
  <fg-form id="address" ${attributes}>
    <form action="/cs/objednavka/adresa" method="post">
      <label for="street">Ulice</label> <input id="street" name="frm.street" value="Dlouhá">
      <div data-ignore-changes="true"><label for="note">Poznámka</label> <input id="note" name="note"></div>
      <button type="submit" name="save" value="1">Uložit</button>
    </form>
  </fg-form>`;

describe('Form', () => {
  let root: HTMLElement;
  let server: FakeServer;
  /** Every submit that reached the document: whether the component had cancelled it, its button. */
  let reached: { prevented: boolean; submitter: string | undefined }[];
  // Registered on the document, so it runs after the component's own listener on <fg-form>; it
  // then cancels the native submission (Firefox submits a form even for a dispatched submit
  // event), so no test — not even a failing one — can navigate the test page away.
  const keepPage = (event: SubmitEvent) => {
    reached.push({
      prevented: event.defaultPrevented,
      submitter: event.submitter?.getAttribute('name') ?? undefined,
    });
    event.preventDefault();
  };

  const mount = async (attributes = 'pu-target="checkout"') => {
    root = await mountFixture(markup(attributes));
  };

  beforeEach(() => {
    reached = [];
    document.addEventListener('submit', keepPage);
    server = fakeServer.create();
  });

  afterEach(async () => {
    await removeFixture(root);
    document.removeEventListener('submit', keepPage);
    server.restore();
    sinon.restore();
  });

  const form = () => root.querySelector('form') as HTMLFormElement;
  const field = (id: string) => root.querySelector(`#${id}`) as HTMLInputElement;
  const change = (id: string) => field(id).dispatchEvent(new Event('change', { bubbles: true }));
  const submit = () => {
    const event = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: root.querySelector('button'),
    });
    form().dispatchEvent(event);
    return event;
  };

  it('keeps the server form and marks it changed on the first change, ignoring ignored fields', async () => {
    await mount();
    const seen: boolean[] = [];
    form().addEventListener('fg:form-changed', (event) => seen.push(event.detail.changed));
    change('note');
    expect(form().classList.contains('changed')).to.equal(false);
    change('street');
    change('street');
    expect(form().classList.contains('changed')).to.equal(true);
    expect(seen).to.deep.equal([true]);
  });

  it('posts the submit as the pu-* partial update with the fields and the clicked button', async () => {
    await mount();
    field('street').value = 'Krátká';
    submit();
    await flushMicrotasks();
    expect(reached).to.deep.equal([{ prevented: true, submitter: 'save' }]);
    const request = server.requests[0];
    expect(request?.method).to.equal('POST');
    expect(new URL(request?.url ?? '', location.origin).pathname).to.equal('/cs/objednavka/adresa');
    expect(new URL(request?.url ?? '', location.origin).searchParams.get('_pu_target')).to.equal('checkout');
    const body = request?.requestBody as unknown as FormData | string;
    const fields = new URLSearchParams(
      body instanceof FormData ? [...body].map(([k, v]) => [k, String(v)]) : String(body),
    );
    expect(fields.get('frm.street')).to.equal('Krátká');
    expect(fields.get('save')).to.equal('1');
  });

  it('lets a form without pu-* attributes submit as usual', async () => {
    await mount('');
    submit();
    await flushMicrotasks();
    expect(reached).to.deep.equal([{ prevented: false, submitter: 'save' }]);
    expect(server.requests).to.have.length(0);
  });

  it('is axe-clean', async () => {
    await mount();
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
